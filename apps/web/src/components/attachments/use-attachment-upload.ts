import { type AttachmentUpload, MAX_ATTACHMENT_BYTES } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUploadAttachment } from '../../api/attachments.ts'
import { readAsBase64 } from '../../lib/file-base64.ts'
import { showRefusal } from '../refusal-toast.ts'

/** What every file is attached to, and who sees it. */
export type UploadTarget = Pick<AttachmentUpload, 'objectType' | 'objectId' | 'visibility' | 'language'>

/**
 * Uploads chosen or dropped files one by one: a file over the size limit or one the browser cannot
 * read is said and skipped, the rest go as base64; the server decides what a file really is.
 * `resetRef` goes to the FileButton, so the same file can be chosen again.
 */
export function useAttachmentUpload(slugs: string, target: () => UploadTarget) {
  const { t } = useTranslation()
  const upload = useUploadAttachment()
  const [busy, setBusy] = useState(false)
  const resetRef = useRef<() => void>(null)

  async function send(files: File[]) {
    setBusy(true)
    try {
      for (const file of files) {
        if (file.size > MAX_ATTACHMENT_BYTES) {
          notifications.show({ color: 'red', message: t('attachments.tooLarge', { name: file.name }) })
          continue
        }
        const contentBase64 = await readAsBase64(file).catch(() => null)
        if (contentBase64 === null) {
          notifications.show({ color: 'red', message: t('attachments.readFailed', { name: file.name }) })
          continue
        }
        await upload.run(
          { params: { slugs }, body: { ...target(), fileName: file.name, contentBase64 } },
          {
            validation: showRefusal,
            success: (attachment) =>
              notifications.show({ message: t('attachments.uploaded', { name: attachment.fileName }) }),
          },
        )
      }
    } finally {
      setBusy(false)
      resetRef.current?.()
    }
  }

  return { send, busy, resetRef }
}
