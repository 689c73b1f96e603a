import { Button, SimpleGrid, Stack } from '@mantine/core'
import { IconArrowBack, IconLayoutGrid, IconPrinter } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useReceipt, useTableOrder } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ReceiptPaper } from './receipt-paper.tsx'
import { usePassingToastsCloseSoon } from './waiter-toasts.ts'

/** The receipt after a payment (or later, by its address): print it, then back to the tables. */
export function ReceiptPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const tableId = params.get('stul')
  const receipt = useReceipt(id)
  // the payment went through: the confirmations and notes from before it close soon
  usePassingToastsCloseSoon()

  if (receipt.isPending) return <PageSkeleton rows={6} />
  if (receipt.isError && !receipt.data)
    return <ErrorState error={receipt.error} onRetry={() => void receipt.refetch()} />
  if (!receipt.data)
    return (
      <EmptyState title={t('waiter.receipt.notFound')}>
        <Link to="/waiter">{t('waiter.nav.backToTables')}</Link>
      </EmptyState>
    )
  return (
    <Stack gap="md" align="stretch" maw={420} mx="auto">
      <ReceiptPaper receipt={receipt.data} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" className="no-print">
        <Button size="lg" leftSection={<IconPrinter />} onClick={() => window.print()}>
          {t('waiter.receipt.print')}
        </Button>
        <Button component={Link} to="/waiter" size="lg" variant="default" leftSection={<IconLayoutGrid />}>
          {t('waiter.receipt.backToTables')}
        </Button>
      </SimpleGrid>
      {tableId ? <BackToTable tableId={tableId} /> : null}
    </Stack>
  )
}

/** After paying part of a bill, the rest is one tap away. */
function BackToTable({ tableId }: { tableId: string }) {
  const { t } = useTranslation()
  const table = useTableOrder(tableId)
  if (!table.data?.order) return null
  return (
    <Button
      component={Link}
      to={`/waiter/table/${tableId}`}
      size="lg"
      variant="light"
      className="no-print"
      leftSection={<IconArrowBack />}
    >
      {t('waiter.receipt.backToTable', { table: table.data.table.name })}
    </Button>
  )
}
