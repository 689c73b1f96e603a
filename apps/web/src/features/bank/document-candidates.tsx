import type { BankItem, DocumentCandidate } from '@innkeep/contract'
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useItemCandidates, useLinkExpense, useLinkInvoice } from '../../api/bank.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { LinkAmountInput } from './link-amount-input.tsx'
import { MatchScore } from './match-score.tsx'
import { showRefusal } from './statement-import-button.tsx'

interface Props {
  slug: string
  item: BankItem
  remaining: number
  canWrite: boolean
}

function CandidateCard({
  slug,
  candidate,
  disabled,
  onLink,
}: {
  slug: string
  candidate: DocumentCandidate
  disabled: boolean
  onLink: (amount: number) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const invoice = candidate.kind === 'INVOICE'
  const number = candidate.number ?? candidate.variableSymbol
  return (
    <Paper withBorder radius="md" p="sm" data-testid="candidate">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Badge size="xs" variant="outline" color={invoice ? 'blue' : 'grape'}>
              {t(invoice ? 'bank.match.invoice' : 'bank.match.expense')}
            </Badge>
            <Anchor
              component={Link}
              to={`/${slug}/${invoice ? 'invoices' : 'expenses'}/${candidate.id}`}
              fw={700}
              size="sm"
            >
              {number}
            </Anchor>
            <Text size="sm" truncate>
              {candidate.partnerName}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('bank.match.documentFacts', {
              vs: candidate.variableSymbol || '—',
              issued: format.date(candidate.issueDate),
              due: format.date(candidate.dueDate),
            })}
          </Text>
          <Text size="xs">
            {t('bank.match.documentAmounts', {
              amount: format.money(candidate.amount, candidate.currency),
              remaining: format.money(candidate.remaining, candidate.currency),
            })}
          </Text>
          <MatchScore score={candidate.score} reasons={candidate.reasons} />
        </Stack>
        <LinkAmountInput
          // a new proposal after a link starts the input afresh
          key={candidate.proposedAmount}
          proposed={candidate.proposedAmount}
          currency={candidate.currency}
          disabled={disabled}
          label={number}
          onLink={onLink}
        />
      </Group>
    </Paper>
  )
}

/** Documents the item could pay, best first; each links with the amount typed, so one item can pay several. */
export function DocumentCandidates({ slug, item, remaining, canWrite }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const candidates = useItemCandidates(slug, item.id)
  const linkInvoice = useLinkInvoice()
  const linkExpense = useLinkExpense()
  const data = candidates.data

  const link = (candidate: DocumentCandidate, amount: number) => {
    const handlers = {
      validation: showRefusal,
      success: () =>
        notifications.show({
          color: 'green',
          message: t('bank.match.linked_done', {
            amount: format.money(amount, candidate.currency),
            document: candidate.number ?? candidate.variableSymbol,
          }),
        }),
    }
    const params = { slugs: slug }
    return candidate.kind === 'INVOICE'
      ? linkInvoice.run({ params, body: { bankItemId: item.id, invoiceId: candidate.id, amount } }, handlers)
      : linkExpense.run({ params, body: { bankItemId: item.id, expenseId: candidate.id, amount } }, handlers)
  }

  if (candidates.isPending) return <PageSkeleton rows={4} />
  if (candidates.error || !data)
    return <ErrorState error={candidates.error} onRetry={() => void candidates.refetch()} />
  return (
    <Stack gap="sm" data-testid="candidates">
      {remaining === 0 ? (
        <Text size="sm" c="green" fw={500}>
          {t('bank.match.fullyLinked')}
        </Text>
      ) : null}
      {data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bank.match.noCandidates')}
        </Text>
      ) : (
        data.map((candidate) => (
          <CandidateCard
            key={`${candidate.kind}-${candidate.id}`}
            slug={slug}
            candidate={candidate}
            disabled={!canWrite || remaining === 0 || item.ignored}
            onLink={(amount) => link(candidate, amount)}
          />
        ))
      )}
    </Stack>
  )
}
