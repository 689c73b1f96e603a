import type { InvoicePage } from '@innkeep/contract'
import { Box } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DocumentSums } from '../../components/documents/document-sums.tsx'
import classes from '../../components/invoices/invoices.module.css'

type Sum = InvoicePage['sums'][number]

/** Totals of every matching valid invoice (all pages), one row per currency; sideways on a phone. */
export function InvoicesSums({ sums }: { sums: InvoicePage['sums'] }) {
  const { t } = useTranslation()
  if (sums.length === 0) return null
  const columns = [
    { label: t('invoices.total'), amount: (sum: Sum) => sum.total, strong: true },
    { label: t('invoices.toPay'), amount: (sum: Sum) => sum.toPay },
    { label: t('invoices.unpaid'), amount: (sum: Sum) => sum.unpaid, warn: true, testId: 'invoices-unpaid' },
  ]
  return (
    <Box className={classes.sumsScroll}>
      <DocumentSums sums={sums} columns={columns} testId="invoices-sums" />
    </Box>
  )
}
