import type { PricelistItem } from '@innkeep/contract'
import { List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { percentChange } from '../../lib/percent-change.ts'
import { ruleSummary } from './stay-rule-summary.ts'

/** How many rules an item's row spells out; the rest is counted. */
const SHOWN = 4

/** An item's stay rules under its name, one short line each (`Pá: min. 3 noci`). */
export function ItemRulesText({ item }: { item: PricelistItem }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (item.rules.length === 0) return null
  const summary = {
    t,
    money: (minor: number) => format.money(minor, item.currency),
    date: format.date,
    percent: (percent: number) => percentChange(percent, format.percent),
    unit: item.unit,
  }
  const more = item.rules.length - SHOWN
  return (
    <List size="xs" c="dimmed" listStyleType="none" mt={2} data-testid="pricelist-rules">
      {item.rules.slice(0, SHOWN).map((rule, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; their order is the item's
        <List.Item key={index}>{ruleSummary(rule, summary)}</List.Item>
      ))}
      {more > 0 ? (
        <List.Item>
          <Text span size="xs" c="dimmed">
            {t('pricelist.rules.more', { count: more })}
          </Text>
        </List.Item>
      ) : null}
    </List>
  )
}
