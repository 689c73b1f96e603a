import type { PaymentState } from '@innkeep/contract'
import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const PAYMENT_COLORS: Record<PaymentState, string> = {
  PAID: 'teal',
  PARTIALLY_PAID: 'yellow',
  UNPAID: 'gray',
  OVERDUE: 'red',
}

/** Zaplaceno, částečně, nezaplaceno, po splatnosti: one colour each, in the list and on the invoice. */
export function PaymentBadge({ state, ...props }: { state: PaymentState } & BadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge color={PAYMENT_COLORS[state]} variant={state === 'UNPAID' ? 'outline' : 'light'} {...props}>
      {t(`invoices.payment.${state}`)}
    </Badge>
  )
}

/** Where an invoice is in its life: a draft, issued, or canceled (storno). */
export function InvoiceStateBadge({
  status,
  canceled,
  ...props
}: { status: 'DRAFT' | 'ISSUED'; canceled: boolean } & BadgeProps) {
  const { t } = useTranslation()
  if (canceled)
    return (
      <Badge color="red" variant="filled" {...props}>
        {t('invoices.state.canceled')}
      </Badge>
    )
  return (
    <Badge color={status === 'DRAFT' ? 'gray' : 'blue'} variant="light" {...props}>
      {t(status === 'DRAFT' ? 'invoices.state.draft' : 'invoices.state.issued')}
    </Badge>
  )
}
