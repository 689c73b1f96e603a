import type { BankItem } from '@innkeep/contract'
import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconEyeOff, IconLink, IconRotate } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/icon-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { itemState, kindColor } from './bank-kinds.ts'
import { LinkedDocuments } from './payment-link-list.tsx'

interface Props {
  slug: string
  item: BankItem
  showAccount: boolean
  canWrite: boolean
  busy: boolean
  onOpen: () => void
  onIgnore: (ignored: boolean) => void
}

/** Incoming rows carry a green tint, ignored ones are greyed, a payment order not yet at the bank says so. */
function rowStyle(item: BankItem) {
  if (item.ignored) return { opacity: 0.55 }
  if (item.amount > 0) return { backgroundColor: 'var(--mantine-color-green-0)' }
  return undefined
}

export function StateBadge({ item }: { item: BankItem }) {
  const { t } = useTranslation()
  const state = itemState(item)
  const color = { IGNORED: 'gray', LINKED: 'green', PARTLY: 'yellow', UNLINKED: 'red' }[state]
  return (
    <Badge color={color} variant={state === 'UNLINKED' ? 'filled' : 'light'} size="sm">
      {t(`bank.state.${state}`)}
    </Badge>
  )
}

/** One bank item: when, who, why, how much, what it pays, and the actions. */
export function BankItemRow({ slug, item, showAccount, canWrite, busy, onOpen, onIgnore }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const state = itemState(item)
  return (
    <Table.Tr style={rowStyle(item)} data-testid="bank-item" data-state={state}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm">{format.date(item.bookedOn)}</Text>
        {showAccount ? (
          <Text size="xs" c="dimmed">
            {item.accountName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td miw={140}>
        <Text size="sm" fw={500} lineClamp={2}>
          {item.counterpartyName ?? '—'}
        </Text>
        {item.counterpartyAccount ? (
          <Text size="xs" c="dimmed">
            {item.counterpartyAccount}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {item.variableSymbol ? <Text size="sm">{item.variableSymbol}</Text> : null}
        {item.message ? (
          <Text size="xs" c="dimmed" lineClamp={2} maw={240}>
            {item.message}
          </Text>
        ) : null}
        <Group gap={6} wrap="nowrap" mt={2}>
          <Box
            w={8}
            h={8}
            style={{ borderRadius: '50%', flexShrink: 0, background: `var(--mantine-color-${kindColor(item.kind)}-6)` }}
            aria-hidden
          />
          <Text size="xs" c={kindColor(item.kind)} data-testid="item-kind">
            {t(`bank.kind.${item.kind}`)}
          </Text>
          {item.pending ? (
            <Badge color="orange" variant="outline" size="xs">
              {t('bank.item.pending')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={700} c={item.amount > 0 ? 'green' : 'red'} data-testid="item-amount">
          {format.money(item.amount, item.currency)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <StateBadge item={item} />
          <LinkedDocuments slug={slug} links={item.links} currency={item.currency} />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          {state === 'IGNORED' ? null : (
            <Button
              size="compact-sm"
              variant={state === 'UNLINKED' || state === 'PARTLY' ? 'filled' : 'default'}
              leftSection={<IconLink size={14} />}
              onClick={onOpen}
            >
              {canWrite && state !== 'LINKED' ? t('bank.item.link') : t('bank.item.detail')}
            </Button>
          )}
          {canWrite && item.linkedAmount === 0 ? (
            <IconButton
              label={item.ignored ? t('bank.item.unignore') : t('bank.item.ignore')}
              variant="subtle"
              color="gray"
              loading={busy}
              onClick={() => onIgnore(!item.ignored)}
            >
              {item.ignored ? <IconRotate size={16} /> : <IconEyeOff size={16} />}
            </IconButton>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
