import type { BankItem, DifferenceReason, DocumentCandidate } from '@innkeep/contract'
import { Button, Checkbox, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconLink, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentSearch, useLinkDocuments } from '../../api/bank.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { MatchScore } from './match-score.tsx'
import { showRefusal } from './statement-import-button.tsx'

const REASONS: DifferenceReason[] = ['ROUNDING', 'BANK_FEE', 'PORTAL_COMMISSION']

/** A first guess the user may change: haléře are rounding, a payout short of its invoices a commission. */
function suggestedReason(item: BankItem, difference: number): DifferenceReason {
  if (Math.abs(difference) < 100) return 'ROUNDING'
  return item.amount > 0 && difference < 0 ? 'PORTAL_COMMISSION' : 'BANK_FEE'
}

interface Props {
  slug: string
  item: BankItem
  remaining: number
  canWrite: boolean
}

function FoundDocument({
  candidate,
  checked,
  disabled,
  onToggle,
}: {
  candidate: DocumentCandidate
  checked: boolean
  disabled: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const number = candidate.number ?? candidate.variableSymbol
  return (
    <Paper withBorder radius="md" p="xs" data-testid="found-document">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Checkbox
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-label={t('bank.search.choose', { document: number })}
          label={
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {number} · {candidate.partnerName}
              </Text>
              <Text size="xs" c="dimmed">
                {t('bank.match.documentFacts', {
                  vs: candidate.variableSymbol || '—',
                  issued: format.date(candidate.issueDate),
                  due: format.date(candidate.dueDate),
                })}
              </Text>
            </Stack>
          }
        />
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {format.money(candidate.remaining, candidate.currency)}
          </Text>
          <MatchScore score={candidate.score} reasons={candidate.reasons} />
        </Stack>
      </Group>
    </Paper>
  )
}

/**
 * Hledat doklad: every open document of the item's direction by number, partner, VS or amount. Ticked
 * documents are linked in full at once; what the item and they differ by is booked with its reason.
 */
export function DocumentSearch({ slug, item, remaining, canWrite }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const [text, setText] = useState('')
  const [query] = useDebouncedValue(text, 300)
  const found = useDocumentSearch(slug, item.id, query)
  const [chosen, setChosen] = useState<DocumentCandidate[]>([])
  const [reason, setReason] = useState<DifferenceReason | null>(null)
  const link = useLinkDocuments()
  const owed = chosen.reduce((sum, doc) => sum + doc.remaining, 0)
  const difference = remaining - owed
  const shownReason = reason ?? suggestedReason(item, difference)
  const disabled = !canWrite || remaining === 0 || item.ignored

  const toggle = (candidate: DocumentCandidate) =>
    setChosen((current) =>
      current.some((doc) => doc.id === candidate.id)
        ? current.filter((doc) => doc.id !== candidate.id)
        : [...current, candidate],
    )

  const submit = () =>
    link.run(
      {
        params: { slugs: slug },
        body: {
          bankItemId: item.id,
          documents: chosen.map(({ kind, id }) => ({ kind, id })),
          ...(difference !== 0 ? { differenceReason: shownReason } : {}),
        },
      },
      {
        validation: showRefusal,
        success: () => {
          notifications.show({ color: 'green', message: t('bank.search.done', { count: chosen.length }) })
          setChosen([])
          setReason(null)
        },
      },
    )

  const results = found.data ?? []
  return (
    <Stack gap="sm" data-testid="document-search">
      <TextInput
        label={t('bank.search.label')}
        placeholder={t('bank.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {query.trim() === '' ? null : found.isPending ? (
        <PageSkeleton rows={2} />
      ) : found.error ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bank.search.empty')}
        </Text>
      ) : (
        results.map((candidate) => (
          <FoundDocument
            key={candidate.id}
            candidate={candidate}
            checked={chosen.some((doc) => doc.id === candidate.id)}
            disabled={disabled}
            onToggle={() => toggle(candidate)}
          />
        ))
      )}
      {chosen.length > 0 ? (
        <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="split-summary">
          <Stack gap="xs">
            <Text size="sm">
              {t('bank.search.chosen', { count: chosen.length, amount: format.money(owed, item.currency) })}
            </Text>
            <Text size="sm" fw={600} data-testid="split-difference">
              {t('bank.search.difference', { amount: format.money(difference, item.currency) })}
            </Text>
            {difference !== 0 ? (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="difference-reason">
                  {t('bank.search.reason')}
                </Text>
                <SegmentedControl
                  aria-labelledby="difference-reason"
                  value={shownReason}
                  onChange={(value) => setReason(value as DifferenceReason)}
                  data={REASONS.map((value) => ({ value, label: t(`bank.difference.${value}`) }))}
                />
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button
                leftSection={<IconLink size={16} />}
                disabled={disabled}
                loading={link.isPending}
                onClick={submit}
              >
                {t('bank.search.link', { count: chosen.length })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  )
}
