import type { AttachmentUpload } from '@innkeep/contract'
import { Button, FileButton, Group, Stack, Switch, Text } from '@mantine/core'
import { IconPhotoUp } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DropZone } from '../../components/attachments/drop-zone.tsx'
import { PHOTO_TYPES } from '../../components/attachments/upload-button.tsx'
import { useAttachmentUpload } from '../../components/attachments/use-attachment-upload.ts'

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
  const { send, busy, resetRef } = useAttachmentUpload(slugs, () => target)

  return (
    <DropZone padding="md" testId="gallery-drop-zone" onFiles={(files) => void send(files)}>
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
          <FileButton onChange={(files) => void send(files)} accept={PHOTO_TYPES} multiple resetRef={resetRef}>
            {(props) => (
              <Button {...props} leftSection={<IconPhotoUp size={18} />} loading={busy}>
                {t('gallery.drop.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
    </DropZone>
  )
}
