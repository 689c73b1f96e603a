import type { DocumentKind, Expense, Invoice } from '@innkeep/contract'
import { Button, Group, Stack, Text } from '@mantine/core'
import { IconCash, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type LinkTarget, usePaymentLinks } from '../../api/bank.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { FoundPayments } from './found-payments.tsx'
import { LinkedPayments } from './linked-payments.tsx'
import { PayExpenseDialog } from './pay-expense-dialog.tsx'

interface Document {
  kind: DocumentKind
  id: string
  /** What the document asks to be paid (a credit note: paid back), minor units, positive. */
  amount: number
  currency: string
  /** A credit note: the money goes back to the customer. */
  refund?: boolean
}

/** Paid, still open, or paid beyond the amount: from the links as they are now. */
export function paymentFigures(amount: number, paid: number) {
  return { paid, remaining: Math.max(0, amount - paid), overpaid: Math.max(0, paid - amount) }
}

function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  )
}

function Payments({ slug, document }: { slug: string; document: Document }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { may, timeZone } = useWorkspaceAccess(slug)
  const canWrite = may('money.write')
  const target: LinkTarget = document.kind === 'INVOICE' ? { invoiceId: document.id } : { expenseId: document.id }
  const links = usePaymentLinks(slug, target)
  const [finding, setFinding] = useState(false)
  const [paying, setPaying] = useState(false)
  const paid = (links.data ?? []).reduce((sum, link) => sum + link.amount, 0)
  const figures = paymentFigures(document.amount, paid)
  const money = (value: number) => format.money(value, document.currency)

  return (
    <SectionCard title={t('bank.payments.title')}>
      {links.isPending ? (
        <PageSkeleton rows={2} />
      ) : links.error || !links.data ? (
        <ErrorState error={links.error} onRetry={() => void links.refetch()} />
      ) : (
        <Stack gap="md" data-testid="payments-panel">
          <Group gap="xl">
            <Figure
              label={t(document.refund ? 'bank.payments.refunded' : 'bank.payments.paid')}
              value={money(figures.paid)}
              testId="payments-paid"
            />
            <Figure
              label={t(document.refund ? 'bank.payments.toRefund' : 'bank.payments.remaining')}
              value={money(figures.remaining)}
              color={figures.remaining > 0 ? 'red.8' : 'green.9'}
              testId="payments-remaining"
            />
            {figures.overpaid > 0 ? (
              <Figure
                label={t('bank.payments.overpaid')}
                value={money(figures.overpaid)}
                color="orange.8"
                testId="payments-overpaid"
              />
            ) : null}
          </Group>
          <LinkedPayments
            slug={slug}
            links={links.data}
            currency={document.currency}
            canWrite={canWrite}
            side="document"
          />
          {canWrite ? (
            <Group gap="xs">
              {figures.remaining > 0 ? (
                <Button
                  variant={finding ? 'light' : 'default'}
                  size="xs"
                  leftSection={<IconSearch size={16} />}
                  onClick={() => setFinding((open) => !open)}
                  aria-expanded={finding}
                >
                  {t('bank.payments.find')}
                </Button>
              ) : null}
              {document.kind === 'EXPENSE' && figures.remaining > 0 ? (
                <Button size="xs" leftSection={<IconCash size={16} />} onClick={() => setPaying(true)}>
                  {t('bank.payments.pay')}
                </Button>
              ) : null}
            </Group>
          ) : null}
          {finding && figures.remaining > 0 ? (
            <FoundPayments slug={slug} document={{ kind: document.kind, id: document.id }} canWrite={canWrite} />
          ) : null}
          {document.kind === 'EXPENSE' && paying ? (
            <PayExpenseDialog
              slug={slug}
              expenseId={document.id}
              currency={document.currency}
              remaining={figures.remaining}
              today={todayIn(timeZone)}
              opened={paying}
              onClose={() => setPaying(false)}
            />
          ) : null}
        </Stack>
      )}
    </SectionCard>
  )
}

/** Platby of an issued, valid invoice (a draft or a canceled one has none to show). */
export function InvoicePayments({ slug, invoice }: { slug: string; invoice: Invoice }) {
  if (invoice.status !== 'ISSUED' || invoice.validity !== 'VALID') return null
  return (
    <Payments
      slug={slug}
      document={{
        kind: 'INVOICE',
        id: invoice.id,
        amount: Math.abs(invoice.toPay),
        currency: invoice.currency,
        refund: invoice.toPay < 0,
      }}
    />
  )
}

/** Platby of a supplier invoice, with Zaplatit from an account or a cash register. */
export function ExpensePayments({ slug, expense }: { slug: string; expense: Expense }) {
  return (
    <Payments
      slug={slug}
      document={{ kind: 'EXPENSE', id: expense.id, amount: expense.total, currency: expense.currency }}
    />
  )
}
