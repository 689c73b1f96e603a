import type { FakturoidSyncState } from '@innkeep/contract'
import { Anchor, Box, Button, Group, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core'
import { IconCloudUpload, IconExternalLink } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type FakturoidKind, useFakturoidSyncState, useStartFakturoidSync } from '../../api/fakturoid.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { FakturoidStateBadge } from '../../components/fakturoid/fakturoid-state-badge.tsx'
import { announceSync } from '../../components/fakturoid/sync-notice.ts'
import { ListPager } from '../../components/list-pager.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { FAKTUROID_PERIODS, type FakturoidPeriod, periodRange } from './fakturoid-period.ts'
import { FakturoidRunSummary } from './fakturoid-run-summary.tsx'

const STATES: FakturoidSyncState[] = ['NEW', 'CHANGED', 'ERROR', 'SYNCED']
const PAGE_SIZE = 25

/** One kind of documents: the last run, the sync button for the period, and the documents with their state. */
export function FakturoidDocuments({ slugs, kind }: { slugs: string; kind: FakturoidKind }) {
  const { t } = useTranslation()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const format = useFormat(timeZone)
  const [period, setPeriod] = useState<FakturoidPeriod>('ALL')
  const [state, setState] = useState<FakturoidSyncState | 'ALL'>('ALL')
  const [page, setPage] = useState(0)
  const range = periodRange(period, todayIn(timeZone))
  const sync = useFakturoidSyncState(slugs, kind, {
    ...range,
    ...(state === 'ALL' ? {} : { state }),
    page,
    size: PAGE_SIZE,
  })
  const start = useStartFakturoidSync(kind)
  const data = sync.data
  const running = data?.run?.state === 'QUEUED' || data?.run?.state === 'RUNNING'
  const all = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : 0
  const documentPath = kind === 'INVOICE' ? 'invoices' : 'expenses'

  const startSync = () =>
    start.run(
      { params: { slugs }, query: range },
      { validation: showRefusal, success: (result) => announceSync(t, result) },
    )

  return (
    <Stack gap="md" data-testid={`fakturoid-${kind}`}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={t('fakturoid.sync.period')}
          value={period}
          onChange={(value) => {
            setPeriod((value as FakturoidPeriod | null) ?? 'ALL')
            setPage(0)
          }}
          data={FAKTUROID_PERIODS.map((value) => ({ value, label: t(`fakturoid.period.${value}`) }))}
          allowDeselect={false}
          w={200}
        />
        {may('money.write') ? (
          <Button
            leftSection={<IconCloudUpload size={18} />}
            loading={start.isPending || running}
            disabled={data ? !data.connected : true}
            onClick={() => void startSync()}
          >
            {t(`fakturoid.sync.${kind}`)}
          </Button>
        ) : null}
      </Group>
      {data && !data.connected ? (
        <Text size="sm" c="dimmed">
          {t('fakturoid.sync.connectFirst')}
        </Text>
      ) : null}
      {data ? <FakturoidRunSummary run={data.run} timeZone={timeZone} /> : null}
      {data ? (
        <SegmentedControl
          aria-label={t('fakturoid.filter.label')}
          value={state}
          onChange={(value) => {
            setState(value as FakturoidSyncState | 'ALL')
            setPage(0)
          }}
          data={[
            { value: 'ALL', label: t('fakturoid.filter.ALL', { count: all }) },
            ...STATES.map((value) => ({
              value,
              label: t('fakturoid.filter.state', { state: t(`fakturoid.state.${value}`), count: data.counts[value] }),
            })),
          ]}
          w="fit-content"
        />
      ) : null}
      {sync.isPending ? (
        <PageSkeleton rows={5} />
      ) : sync.error || !data ? (
        <ErrorState error={sync.error} onRetry={() => void sync.refetch()} />
      ) : (
        <Box opacity={sync.isPlaceholderData ? 0.6 : 1} aria-busy={sync.isPlaceholderData}>
          <DataTable
            items={data.items}
            minWidth={760}
            verticalSpacing="xs"
            empty={<EmptyState title={t(`fakturoid.table.empty${kind}`)}>{t('fakturoid.table.emptyHint')}</EmptyState>}
            columns={
              <>
                <Table.Th>{t('fakturoid.table.number')}</Table.Th>
                <Table.Th>{t(`fakturoid.table.partner${kind}`)}</Table.Th>
                <Table.Th>{t('fakturoid.table.issueDate')}</Table.Th>
                <Table.Th ta="right">{t('fakturoid.table.total')}</Table.Th>
                <Table.Th>{t('fakturoid.table.state')}</Table.Th>
              </>
            }
          >
            {(item) => (
              <Table.Tr key={item.id} data-testid="fakturoid-row" data-id={item.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/${slugs}/${documentPath}/${item.id}`} size="sm">
                    {item.number}
                  </Anchor>
                  {item.canceled ? (
                    <Text span size="xs" c="red" ml={6}>
                      {t('fakturoid.table.canceled')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{item.partnerName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.date(item.issueDate)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(item.total, item.currency)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6} wrap="nowrap">
                      <FakturoidStateBadge state={item.state} />
                      {item.fakturoidUrl ? (
                        <Anchor
                          href={item.fakturoidUrl}
                          target="_blank"
                          rel="noreferrer"
                          size="xs"
                          aria-label={t('fakturoid.table.open', { number: item.number })}
                        >
                          <IconExternalLink size={14} aria-hidden />
                        </Anchor>
                      ) : null}
                    </Group>
                    {item.error ? (
                      <Text size="xs" c="red" maw={420} data-testid="fakturoid-error">
                        {item.error.text}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
          </DataTable>
          <Box mt="sm">
            <ListPager page={data} onPage={setPage} texts="fakturoid.table" />
          </Box>
        </Box>
      )}
    </Stack>
  )
}
