import type { OrderItem } from '@innkeep/contract'
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { lineLabel } from '../../lib/line-label.ts'
import { type ChoiceDefault, type Chosen, chosenCount, unpaidItems } from './item-counts.ts'
import { LineName } from './line-name.tsx'

interface Props {
  items: OrderItem[]
  chosen: Chosen
  fallback: ChoiceDefault
  currency: string
  onChange: (chosen: Chosen) => void
}

/** The unpaid items of a table with a stepper each: how many pieces to move or pay. */
export function ItemChooser({ items, chosen, fallback, currency, onChange }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const unpaid = unpaidItems(items)
  const setAll = (all: boolean) =>
    onChange(Object.fromEntries(unpaid.map((item) => [item.id, all ? item.unpaidCount : 0])))
  return (
    <Stack gap={6}>
      <Group gap="xs" grow>
        <Button size="md" variant="default" onClick={() => setAll(true)}>
          {t('waiter.choose.all')}
        </Button>
        <Button size="md" variant="default" onClick={() => setAll(false)}>
          {t('waiter.choose.none')}
        </Button>
      </Group>
      {unpaid.map((item) => {
        const count = chosenCount(item, chosen, fallback)
        const name = lineLabel(item)
        const set = (next: number) => onChange({ ...chosen, [item.id]: next })
        return (
          <Paper key={item.id} withBorder radius="md" p={6} data-testid="choose-item">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                <LineName item={item} />
                {/* two lines of one dish differ by their note: "bez cibule" */}
                {item.note ? (
                  <Text size="sm" fs="italic" c="dimmed" lineClamp={1} data-testid="choose-note">
                    {item.note}
                  </Text>
                ) : null}
                <Text size="sm" c="dimmed">
                  {t('waiter.choose.of', { count: item.unpaidCount })} · {format.money(item.unitPrice, currency)}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  size={48}
                  variant="default"
                  aria-label={t('waiter.choose.less', { name })}
                  disabled={count <= 0}
                  onClick={() => set(count - 1)}
                >
                  <IconMinus />
                </ActionIcon>
                <Text fw={700} size="lg" w={36} ta="center" data-testid="chosen-count">
                  {count}
                </Text>
                <ActionIcon
                  size={48}
                  variant="default"
                  aria-label={t('waiter.choose.more', { name })}
                  disabled={count >= item.unpaidCount}
                  onClick={() => set(count + 1)}
                >
                  <IconPlus />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        )
      })}
    </Stack>
  )
}
