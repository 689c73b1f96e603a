import type { Resource } from '@innkeep/contract'
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useDailySummary } from '../../api/restaurant-admin.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { addDays, todayIn } from '../../lib/local-date.ts'
import { ReceiptDialog } from './receipt-dialog.tsx'
import classes from './restaurant-admin.module.css'
import { RestaurantFrame } from './restaurant-frame.tsx'
import { SummaryRecap, SummaryTotals } from './summary-figures.tsx'
import { useSummaryDate } from './use-summary-date.ts'

function DaySummary({ slug, restaurant, timeZone }: { slug: string; restaurant: Resource; timeZone: string }) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const today = todayIn(timeZone)
  const { date, setDate, receipt, setReceipt } = useSummaryDate(today)
  const summary = useDailySummary(slug, restaurant.id, date)
  const data = summary.data
  return (
    <Stack gap="md">
      <Group gap="xs" align="flex-end" className="no-print">
        <IconButton
          label={t('restaurantAdmin.summary.previousDay')}
          variant="default"
          size="input-sm"
          onClick={() => setDate(addDays(date, -1))}
        >
          <IconChevronLeft size={18} />
        </IconButton>
        <LocalDateInput
          label={t('restaurantAdmin.summary.date')}
          value={date}
          onChange={(value) => setDate(value)}
          maxDate={today}
          w={170}
        />
        <IconButton
          label={t('restaurantAdmin.summary.nextDay')}
          variant="default"
          size="input-sm"
          disabled={date >= today}
          onClick={() => setDate(addDays(date, 1))}
        >
          <IconChevronRight size={18} />
        </IconButton>
        <Button variant="subtle" disabled={date === today} onClick={() => setDate(null)}>
          {t('restaurantAdmin.summary.today')}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('restaurantAdmin.summary.print')}
        </Button>
      </Group>
      <Title order={2} size="h3" data-testid="summary-day">
        {`${format.weekday(date)} ${format.date(date)}`}
      </Title>
      {summary.isPending ? (
        <PageSkeleton rows={6} />
      ) : summary.error || !data ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <SummaryTotals summary={data} />
          <SummaryRecap summary={data} />
          <Paper withBorder radius="lg" p="sm" component="section" aria-labelledby="summary-receipts-title">
            <Stack gap="xs">
              <Title order={2} size="h4" id="summary-receipts-title">
                {t('restaurantAdmin.summary.receiptsTitle')}
              </Title>
              <DataTable
                items={data.receipts}
                minWidth={640}
                verticalSpacing="xs"
                highlightOnHover
                empty={
                  <EmptyState title={t('restaurantAdmin.summary.noReceipts')}>
                    {t('restaurantAdmin.summary.noReceiptsHint')}
                  </EmptyState>
                }
                columns={
                  <>
                    <Table.Th>{t('restaurantAdmin.receipt.number')}</Table.Th>
                    <Table.Th>{t('restaurantAdmin.receipt.table')}</Table.Th>
                    <Table.Th>{t('restaurantAdmin.receipt.time')}</Table.Th>
                    <Table.Th>{t('restaurantAdmin.receipt.waiter')}</Table.Th>
                    <Table.Th>{t('restaurantAdmin.receipt.method')}</Table.Th>
                    <Table.Th ta="right">{t('restaurantAdmin.receipt.amount')}</Table.Th>
                  </>
                }
              >
                {(line) => (
                  <Table.Tr key={line.id} data-testid="summary-receipt">
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setReceipt(line.id)}
                        aria-label={t('restaurantAdmin.receipt.open', { number: line.number })}
                      >
                        {line.number}
                      </Button>
                    </Table.Td>
                    <Table.Td>{line.tableName}</Table.Td>
                    <Table.Td>{format.time(line.paidAt)}</Table.Td>
                    <Table.Td>{line.paidBy}</Table.Td>
                    <Table.Td>{t(`restaurantAdmin.method.${line.method}`)}</Table.Td>
                    <Table.Td ta="right" className={classes.figures}>
                      {format.money(line.toPay, data.currency)}
                    </Table.Td>
                  </Table.Tr>
                )}
              </DataTable>
              {data.receipts.length > 0 ? (
                <Text size="xs" c="dimmed" className="no-print">
                  {t('restaurantAdmin.summary.openReceiptHint')}
                </Text>
              ) : null}
            </Stack>
          </Paper>
        </>
      )}
      <ReceiptDialog slug={slug} id={receipt} timeZone={timeZone} onClose={() => setReceipt(null)} />
    </Stack>
  )
}

/** `/:slugs/restaurant/summary?date=`: Denní přehled — takings per payment method and VAT rate, receipts. */
export function RestaurantSummaryPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  return (
    <RestaurantFrame title={t('restaurantAdmin.summary.title')} lead={t('restaurantAdmin.summary.lead')}>
      {(restaurant) => <DaySummary key={restaurant.id} slug={slugs} restaurant={restaurant} timeZone={timeZone} />}
    </RestaurantFrame>
  )
}
