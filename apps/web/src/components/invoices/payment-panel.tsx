import type { Invoice, PaymentInfo } from '@innkeep/contract'
import { Center, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useInvoicePaymentInfo } from '../../api/invoices.ts'
import type { QueryError } from '../../api/query.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { CopyField } from '../copy-field.tsx'
import { ErrorState } from '../error-state.tsx'
import { PageSkeleton } from '../page-skeleton.tsx'
import { QrImage } from '../qr-image.tsx'
import { SectionCard } from '../section-card.tsx'

/** `CZ6508000000192000145399` → `CZ65 0800 0000 1920 0014 5399`, as banks print it. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim()
}

/**
 * Platební údaje of the saved invoice: the QR payment (SPAYD) to scan, and the account, VS, amount
 * due and due date to copy. They follow the saved state, not what is being typed.
 */
export function PaymentPanel({ slug, invoice }: { slug: string; invoice: Invoice }) {
  const info = useInvoicePaymentInfo(slug, invoice.id)
  return <PaymentInfoCard info={info} />
}

/** The payment details of a saved document as a card (also a supplier invoice's, to pay it). */
export function PaymentInfoCard({ info }: { info: UseQueryResult<PaymentInfo | null, QueryError> }) {
  const { t } = useTranslation()
  const format = useFormat()
  const data = info.data
  return (
    <SectionCard title={t('invoices.payment.title')}>
      {info.isPending ? (
        <PageSkeleton rows={3} />
      ) : info.error || !data ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <Stack gap="sm" data-testid="payment-panel">
          {data.spayd ? (
            <Center>
              <QrImage
                text={data.spayd}
                size={200}
                label={t('invoices.payment.qr', {
                  amount: format.money(data.amountDue, data.currency),
                  vs: data.variableSymbol,
                })}
              />
            </Center>
          ) : (
            <Text size="sm" c="dimmed">
              {data.amountDue > 0 ? t('invoices.payment.noAccount') : t('invoices.payment.nothingDue')}
            </Text>
          )}
          <Stack gap={0} align="center">
            <Text size="sm" c="dimmed">
              {t('invoices.payment.amountDue')}
            </Text>
            <Text fw={700} fz={24} data-testid="payment-amount-due" style={{ whiteSpace: 'nowrap' }}>
              {format.money(data.amountDue, data.currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('invoices.payment.dueOn', { date: format.date(data.dueDate) })}
            </Text>
          </Stack>
          {data.iban ? (
            <CopyField label={t('invoices.payment.iban')} value={groupIban(data.iban)} testId="payment-iban" />
          ) : null}
          {data.accountNumber ? (
            <CopyField label={t('invoices.payment.account')} value={data.accountNumber} testId="payment-account" />
          ) : null}
          {data.variableSymbol ? (
            <CopyField label={t('invoices.payment.variableSymbol')} value={data.variableSymbol} testId="payment-vs" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('invoices.payment.vsAfterIssue')}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  )
}
