import type { LabelInUse } from '@innkeep/contract'
import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useDeleteLabel, useLabels } from '../../api/labels.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { LabelBadge } from '../../components/labels/label-badge.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { LabelDialog, type LabelDialogState } from './label-dialog.tsx'

/** `/:slugs/settings/labels`: the workspace's labels, how much each is used; new, rename, recolour, delete. */
export function LabelsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  const canWrite = may('files.write')
  const labels = useLabels(slugs)
  const remove = useDeleteLabel()
  const [dialog, setDialog] = useState<LabelDialogState>(null)

  const deleteLabel = (label: LabelInUse) =>
    remove.run(
      { params: { slugs, id: label.id } },
      {
        success: () => notifications.show({ color: 'green', message: t('labels.deleted', { name: label.name }) }),
        notFound: () => notifications.show({ color: 'orange', message: t('labels.alreadyGone', { name: label.name }) }),
      },
    )

  return (
    <Stack gap="md" maw={900}>
      <PageHeader
        title={t('labels.title')}
        lead={t('labels.lead')}
        actions={
          canWrite ? (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog('new')}>
              {t('labels.new')}
            </Button>
          ) : null
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {labels.isPending ? (
          <PageSkeleton rows={5} />
        ) : labels.error || !labels.data ? (
          <ErrorState error={labels.error} onRetry={() => void labels.refetch()} />
        ) : (
          <DataTable
            items={labels.data}
            minWidth={420}
            verticalSpacing="xs"
            actions={canWrite ? { w: 100 } : undefined}
            empty={
              <EmptyState title={t('labels.empty')}>
                {t(canWrite ? 'labels.emptyHint' : 'labels.emptyReadOnly')}
              </EmptyState>
            }
            columns={
              <>
                <Table.Th>{t('labels.name')}</Table.Th>
                <Table.Th>{t('labels.use')}</Table.Th>
              </>
            }
          >
            {(label) => (
              <Table.Tr key={label.id} data-testid="label-row">
                <Table.Td>
                  <LabelBadge label={label} size="md" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={label.objectCount === 0 ? 'dimmed' : undefined}>
                    {t('labels.objectCount', { count: label.objectCount })}
                  </Text>
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Group gap={2} wrap="nowrap" justify="flex-end">
                      <IconButton
                        label={t('labels.edit', { name: label.name })}
                        variant="subtle"
                        color="gray"
                        size="lg"
                        onClick={() => setDialog(label)}
                      >
                        <IconPencil size={18} />
                      </IconButton>
                      <ConfirmAction
                        label={t('labels.delete', { name: label.name })}
                        icon={<IconTrash size={18} />}
                        title={t('labels.deleteTitle')}
                        text={t('labels.deleteText', { name: label.name, count: label.objectCount })}
                        confirmLabel={t('labels.deleteConfirm')}
                        onConfirm={() => deleteLabel(label)}
                      />
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            )}
          </DataTable>
        )}
      </Paper>
      <LabelDialog slug={slugs} state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  )
}
