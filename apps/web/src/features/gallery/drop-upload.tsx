import { type AttachmentUpload, MAX_ATTACHMENT_BYTES } from '@innkeep/contract'
import { Button, FileButton, Group, Paper, Stack, Switch, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPhotoUp } from '@tabler/icons-react'
import { type DragEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readAsBase64, useUploadAttachment } from '../../api/attachments.ts'
import { showRefusal } from '../../components/refusal-toast.ts'

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif'

interface Props {
  slugs: string
  /** Where the photos go: the object and who sees them. */
  target: Pick<AttachmentUpload, 'objectType' | 'objectId' | 'visibility'>
  /** Whether the "public gallery" switch is offered (not in the public gallery view itself). */
  choosePublic: boolean
  forGallery: boolean
  onForGalleryChange: (value: boolean) => void
}

/** Photos dropped here (or chosen) are uploaded one by one; the server decides what a file really is. */
export function DropUpload({ slugs, target, choosePublic, forGallery, onForGalleryChange }: Props) {
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
          { params: { slugs }, body: { ...target, fileName: file.name, contentBase64 } },
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

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setOver(false)
    void send([...event.dataTransfer.files])
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="gallery-drop-zone"
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('gallery.drop.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('gallery.drop.hint')}
          </Text>
        </Stack>
        <Group gap="md">
          {choosePublic ? (
            <Switch
              label={t('gallery.drop.public')}
              checked={forGallery}
              onChange={(event) => onForGalleryChange(event.currentTarget.checked)}
            />
          ) : null}
          <FileButton onChange={(files) => void send(files)} accept={PHOTO_TYPES} multiple resetRef={reset}>
            {(props) => (
              <Button {...props} leftSection={<IconPhotoUp size={18} />} loading={busy}>
                {t('gallery.drop.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
    </Paper>
  )
}
