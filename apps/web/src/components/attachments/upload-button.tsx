import { Button, FileButton } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { type UploadTarget, useAttachmentUpload } from './use-attachment-upload.ts'

export const DOCUMENT_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/gif'
export const PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif'

interface Props {
  slugs: string
  label: string
  accept: string
  /** What every chosen file is attached to, and who sees it. */
  target: () => UploadTarget
}

/** Chooses one or more files and uploads them one by one; the server decides what a file really is. */
export function UploadButton({ slugs, label, accept, target }: Props) {
  const { send, busy, resetRef } = useAttachmentUpload(slugs, target)

  return (
    <FileButton onChange={(files) => void send(files)} accept={accept} multiple resetRef={resetRef}>
      {(props) => (
        <Button {...props} leftSection={<IconUpload size={18} />} loading={busy}>
          {label}
        </Button>
      )}
    </FileButton>
  )
}
