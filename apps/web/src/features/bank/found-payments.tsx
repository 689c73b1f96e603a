import type { DocumentKind, PaymentCandidate } from '@innkeep/contract'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useFoundPayments, useLinkExpense, useLinkInvoice } from '../../api/bank.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { LinkAmountInput } from './link-amount-input.tsx'
import { MatchScore } from './match-score.tsx'
import { showRefusal } from './statement-import-button.tsx'

/** Najít platbu: bank items that could pay the document, best first, each linked in one click. */
export function FoundPayments({
  slug,
  document,
  canWrite,
}: {
  slug: string
  document: { kind: DocumentKind; id: string }
  canWrite: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const found = useFoundPayments(slug, document, true)
  const linkInvoice = useLinkInvoice()
  const linkExpense = useLinkExpense()
  const data = found.data

  const link = (candidate: PaymentCandidate, amount: number) => {
    const handlers = {
      validation: showRefusal,
      success: () =>
        notifications.show({
          color: 'green',
          message: t('bank.payments.linked', { amount: format.money(amount, candidate.item.currency) }),
        }),
    }
    const params = { slugs: slug }
    const bankItemId = candidate.item.id
    return document.kind === 'INVOICE'
      ? linkInvoice.run({ params, body: { bankItemId, invoiceId: document.id, amount } }, handlers)
      : linkExpense.run({ params, body: { bankItemId, expenseId: document.id, amount } }, handlers)
  }

  if (found.isPending) return <PageSkeleton rows={3} />
  if (found.error || !data) return <ErrorState error={found.error} onRetry={() => void found.refetch()} />
  if (data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="found-payments">
        {t('bank.payments.noneFound')}
      </Text>
    )
  return (
    <Stack gap="xs" data-testid="found-payments">
      {data.map((candidate) => {
        const item = candidate.item
        return (
          <Paper key={item.id} withBorder radius="md" p="xs" data-testid="found-payment">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {item.counterpartyName ?? item.counterpartyAccount ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(item.bookedOn)} · {item.accountName}
                    {item.variableSymbol ? ` · VS ${item.variableSymbol}` : ''}
                  </Text>
                  {item.message ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {item.message}
                    </Text>
                  ) : null}
                </Stack>
                <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {format.money(item.amount, item.currency)}
                </Text>
              </Group>
              <Group justify="space-between" align="flex-end" gap="xs">
                <MatchScore score={candidate.score} reasons={candidate.reasons} />
                {canWrite ? (
                  <LinkAmountInput
                    key={candidate.proposedAmount}
                    proposed={candidate.proposedAmount}
                    currency={item.currency}
                    disabled={false}
                    label={item.counterpartyName ?? format.date(item.bookedOn)}
                    onLink={(amount) => link(candidate, amount)}
                  />
                ) : null}
              </Group>
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}
