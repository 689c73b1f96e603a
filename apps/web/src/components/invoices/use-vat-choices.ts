import { PriceItemCategory, rateTableOn } from '@innkeep/contract'
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { OUTSIDE_VAT } from './vat-choice.ts'

/**
 * A line's VAT choices on a date: the rates a line may name and "outside VAT" (the local fee), and the
 * price categories with the rate each stands for then (`Jídlo (12 %)`). Before the oldest rate table,
 * the rates alone.
 */
export function useVatChoices(date: string): ComboboxItemGroup<ComboboxItem>[] {
  const { t } = useTranslation()
  const table = rateTableOn(date)
  const rates = table?.rates ?? [21, 12, 0]
  const groups: ComboboxItemGroup<ComboboxItem>[] = [
    {
      group: t('invoices.lines.rates'),
      items: [
        ...[...rates].sort((a, b) => b - a).map((rate) => ({ value: String(rate), label: `${rate} %` })),
        { value: OUTSIDE_VAT, label: t('invoices.lines.outsideVat') },
      ],
    },
  ]
  if (table)
    groups.push({
      group: t('invoices.lines.categories'),
      items: PriceItemCategory.options.map((category) => ({
        value: category,
        label: t('invoices.lines.category', {
          name: t(`invoices.categories.${category}`),
          rate: table.categories[category],
        }),
      })),
    })
  return groups
}
