import { Button, FileButton, Group, Stack, Text } from '@mantine/core'
import { IconUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAttachments } from '../../api/attachments.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { AttachmentFileLine } from '../../components/attachments/attachment-file-line.tsx'
import { DropZone } from '../../components/attachments/drop-zone.tsx'
import { DOCUMENT_TYPES } from '../../components/attachments/upload-button.tsx'
import { useAttachmentUpload } from '../../components/attachments/use-attachment-upload.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'

/** Doklady dodavatele: the supplier's PDF or a photo of the paper, dropped or chosen, with download and delete. */
export function ExpenseFiles({ slug, expenseId }: { slug: string; expenseId: string }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const target = { objectType: 'EXPENSE' as const, objectId: expenseId }
  const files = useAttachments(slug, { ...target, size: 100 })
  const { send, busy, resetRef } = useAttachmentUpload(slug, () => ({ ...target, visibility: 'PRIVATE' }))
  const items = files.data?.items ?? []
  return (
    <SectionCard title={t('expenses.files.title')} lead={t('expenses.files.lead')}>
      {may('files.write') && may('money.write') ? (
        <DropZone padding="sm" testId="expense-drop-zone" onFiles={(chosen) => void send(chosen)}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
              {t('expenses.files.drop')}
            </Text>
            <FileButton onChange={(chosen) => void send(chosen)} accept={DOCUMENT_TYPES} multiple resetRef={resetRef}>
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={18} />} loading={busy}>
                  {t('expenses.files.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </DropZone>
      ) : null}
      {files.isPending ? <PageSkeleton rows={2} /> : null}
      {files.error ? <ErrorState error={files.error} onRetry={() => void files.refetch()} /> : null}
      {files.data && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('expenses.files.empty')}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Stack gap="xs">
          {items.map((file) => (
            <AttachmentFileLine key={file.id} slug={slug} file={file} testId="expense-file" />
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  )
}
