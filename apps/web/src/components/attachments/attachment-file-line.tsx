import type { Attachment } from '@innkeep/contract'
import { Group, Stack, Text } from '@mantine/core'
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react'
import { useFormat } from '../../i18n/use-format.ts'
import { formatFileSize } from '../../lib/file-size.ts'
import { AttachmentActions } from './attachment-actions.tsx'

/** One stored file as a line: its kind's icon, title, size and day, with download and delete. */
export function AttachmentFileLine({ slug, file, testId }: { slug: string; file: Attachment; testId: string }) {
  const format = useFormat()
  const Icon = file.contentType.startsWith('image/') ? IconPhoto : IconFileTypePdf
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Icon size={22} aria-hidden color="var(--mantine-color-red-7)" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {file.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(file.size, format.language)} · {format.date(file.createdAt)}
          </Text>
        </Stack>
      </Group>
      <AttachmentActions slugs={slug} attachment={file} />
    </Group>
  )
}
