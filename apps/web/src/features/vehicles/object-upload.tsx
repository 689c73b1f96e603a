import type { AttachmentUpload } from '@innkeep/contract'
import { Button, FileButton, Group, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DropZone } from '../../components/attachments/drop-zone.tsx'
import { DOCUMENT_TYPES } from '../../components/attachments/upload-button.tsx'
import { useAttachmentUpload } from '../../components/attachments/use-attachment-upload.ts'

interface Props {
  slug: string
  target: Pick<AttachmentUpload, 'objectType' | 'objectId'>
}

/** Photos and PDFs dropped here (or chosen) are uploaded one by one; the server decides what a file really is. */
export function ObjectUpload({ slug, target }: Props) {
  const { t } = useTranslation()
  const { send, busy, resetRef } = useAttachmentUpload(slug, () => ({ ...target, visibility: 'PRIVATE' }))

  return (
    <DropZone padding="sm" testId="object-drop-zone" onFiles={(files) => void send(files)}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
          {t('vehicles.files.drop')}
        </Text>
        <FileButton onChange={(files) => void send(files)} accept={DOCUMENT_TYPES} multiple resetRef={resetRef}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={18} />} loading={busy}>
              {t('vehicles.files.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </DropZone>
  )
}
