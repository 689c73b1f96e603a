import type { BankItem } from '@innkeep/contract'
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { kindColor } from './bank-kinds.ts'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  )
}

/** Everything the bank said about an item, and how much of it is still to be matched. */
export function BankItemDetail({ item, linked }: { item: BankItem; linked: number }) {
  const { t } = useTranslation()
  const format = useFormat()
  const remaining = Math.max(0, Math.abs(item.amount) - linked)
  return (
    <Stack gap="sm" data-testid="reconcile-item">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t(item.amount > 0 ? 'bank.item.incoming' : 'bank.item.outgoing')}
          </Text>
          <Text fw={700} fz={26} c={item.amount > 0 ? 'green' : 'red'} style={{ whiteSpace: 'nowrap' }}>
            {format.money(item.amount, item.currency)}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={kindColor(item.kind)} variant="light">
            {t(`bank.kind.${item.kind}`)}
          </Badge>
          {item.pending ? (
            <Badge color="orange" variant="outline">
              {t('bank.item.pending')}
            </Badge>
          ) : null}
          {item.ignored ? <Badge color="gray">{t('bank.state.IGNORED')}</Badge> : null}
        </Stack>
      </Group>
      <Group gap="lg">
        <Fact label={t('bank.match.linked')}>{format.money(linked, item.currency)}</Fact>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('bank.match.remaining')}
          </Text>
          <Text size="sm" fw={700} c={remaining > 0 ? 'red' : 'green'} data-testid="reconcile-remaining">
            {format.money(remaining, item.currency)}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Fact label={t('bank.item.date')}>{format.date(item.bookedOn)}</Fact>
        <Fact label={t('bank.item.account')}>{item.accountName}</Fact>
        <Fact label={t('bank.item.counterpartyName')}>{item.counterpartyName}</Fact>
        <Fact label={t('bank.item.counterpartyAccount')}>{item.counterpartyAccount}</Fact>
        <Fact label={t('bank.item.variableSymbol')}>{item.variableSymbol}</Fact>
        <Fact label={t('bank.item.constantSymbol')}>{item.constantSymbol}</Fact>
        <Fact label={t('bank.item.specificSymbol')}>{item.specificSymbol}</Fact>
        <Fact label={t('bank.item.source')}>{t(`bank.source.${item.source}`)}</Fact>
      </SimpleGrid>
      <Fact label={t('bank.item.message')}>{item.message}</Fact>
    </Stack>
  )
}
