import { type AttachmentUpload, MAX_ATTACHMENT_BYTES } from '@innkeep/contract'
import { Button, FileButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUpload } from '@tabler/icons-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readAsBase64, useUploadAttachment } from '../../api/attachments.ts'
import { showRefusal } from '../refusal-toast.ts'

export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif'
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif'

interface Props {
  slugs: string
  label: string
  accept: string
  /** What every chosen file is attached to, and who sees it. */
  target: () => Pick<AttachmentUpload, 'objectType' | 'objectId' | 'visibility'>
}

/** Chooses one or more files and uploads them one by one; the server decides what a file really is. */
export function UploadButton({ slugs, label, accept, target }: Props) {
  const { t } = useTranslation()
  const upload = useUploadAttachment()
  const [busy, setBusy] = useState(false)
  const reset = useRef<() => void>(null)

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
      reset.current?.()
    }
  }

  return (
    <FileButton onChange={(files) => void send(files)} accept={accept} multiple resetRef={reset}>
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={18} />} loading={busy}>
          {label}
        </Button>
      )}
    </FileButton>
  )
}
