import type { Invoice } from '@innkeep/contract'
import { Anchor, Stack } from '@mantine/core'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useInvoice } from '../../api/invoices.ts'
import { useCompany } from '../../api/workspace.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { InvoiceEditor } from './invoice-editor.tsx'

/** What another area shows of a saved invoice: the bank's Platby (composed in `app/pages/invoice-route.tsx`). */
export type InvoicePaymentsPart = ComponentType<{ slug: string; invoice: Invoice }>

/**
 * `/:slugs/invoices/new` (`?contactId=` preselects the customer) and `/:slugs/invoices/:id`; `payments`
 * shows under the saved invoice.
 */
export function InvoicePage({ payments }: { payments?: InvoicePaymentsPart }) {
  const { t } = useTranslation()
  const { slugs = '', id = null } = useParams()
  const [params] = useSearchParams()
  const invoice = useInvoice(slugs, id)
  const company = useCompany(slugs)
  if ((id && invoice.isPending) || company.isPending) return <PageSkeleton rows={8} />
  if (invoice.error) return <ErrorState error={invoice.error} onRetry={() => void invoice.refetch()} />
  if (company.error || !company.data) return <ErrorState error={company.error} onRetry={() => void company.refetch()} />
  if (id && !invoice.data)
    return (
      <EmptyState title={t('invoices.notFound')}>
        <Anchor component={Link} to={`/${slugs}/invoices`}>
          {t('invoices.toList')}
        </Anchor>
      </EmptyState>
    )
  return (
    <Stack gap="lg">
      <InvoiceEditor
        // a new invoice, once saved, opens at its own address: a fresh editor over the saved record
        key={id ?? 'new'}
        slug={slugs}
        invoice={invoice.data ?? null}
        stay={invoice.data?.stay ?? null}
        company={company.data}
        contactId={params.get('contactId')}
        payments={payments}
      />
      {id ? <HistoryPanel slug={slugs} entity="INVOICE" entityId={id} /> : null}
    </Stack>
  )
}
