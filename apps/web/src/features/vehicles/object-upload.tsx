import { type AttachmentUpload, MAX_ATTACHMENT_BYTES } from '@innkeep/contract'
import { Button, FileButton, Group, Paper, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUpload } from '@tabler/icons-react'
import { type DragEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readAsBase64, useUploadAttachment } from '../../api/attachments.ts'
import { DOCUMENT_TYPES } from '../../components/attachments/upload-button.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'

interface Props {
  slug: string
  target: Pick<AttachmentUpload, 'objectType' | 'objectId'>
}

/** Photos and PDFs dropped here (or chosen) are uploaded one by one; the server decides what a file really is. */
export function ObjectUpload({ slug, target }: Props) {
  const { t } = useTranslation()
  const upload = useUploadAttachment()
  const [busy, setBusy] = useState(false)
  const [over, setOver] = useState(false)
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
          { params: { slugs: slug }, body: { ...target, visibility: 'PRIVATE', fileName: file.name, contentBase64 } },
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
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="object-drop-zone"
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setOver(false)
        void send([...event.dataTransfer.files])
      }}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
          {t('vehicles.files.drop')}
        </Text>
        <FileButton onChange={(files) => void send(files)} accept={DOCUMENT_TYPES} multiple resetRef={reset}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} />} loading={busy}>
              {t('vehicles.files.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  )
}
