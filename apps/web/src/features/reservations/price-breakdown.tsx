import type { StayPrice } from '@innkeep/contract'
import { Table, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { percentChange } from '../../lib/percent-change.ts'

type Line = StayPrice['lines'][number]

/** The kinds of rule an ADJUSTMENT line names in its detail (issue 29). */
const ADJUSTMENTS: readonly (string | null)[] = ['LENGTH_DISCOUNT', 'EARLY_BOOKING', 'LAST_MINUTE']

function lineLabel(line: Line, t: TFunction, percent: (value: number) => string): string {
  switch (line.kind) {
    case 'ACCOMMODATION':
      return line.detail ? t('price.accommodationSeason', { season: line.detail }) : t('price.accommodation')
    case 'ADJUSTMENT': {
      // `Sleva za délku pobytu (−10 %)`; a stay priced before the percent was kept says the kind only
      const label = t(`price.adjustment.${ADJUSTMENTS.includes(line.detail) ? line.detail : 'other'}`)
      return line.percent == null ? label : t('price.withPercent', { label, percent: percent(line.percent) })
    }
    case 'LOCAL_FEE':
      return t('price.localFee', { category: t(`guestCategories.${line.detail ?? 'ADULT'}`) })
    default:
      return t(`price.${line.kind}`)
  }
}

const AMOUNT = { ta: 'right', style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } } as const

/** The lines (quantity × unit price, VAT rate), VAT per rate and the total, as the invoice will show them. */
/** `ofStay`: the price of a booked stay, beside its account (which says what is left to pay). */
export function PriceBreakdown({
  price,
  compact = false,
  ofStay = false,
}: {
  price: StayPrice
  compact?: boolean
  ofStay?: boolean
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, price.currency)
  const percent = (value: number) => percentChange(value, format.percent)
  // an adjustment is one change of the whole accommodation: it has no quantity to show
  const facts = (line: Line) =>
    [
      line.kind === 'ADJUSTMENT' ? null : `${line.quantity} × ${money(line.unitPrice)}`,
      line.vatRate === null ? null : `${t('price.vatRate')} ${line.vatRate} %`,
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <Table verticalSpacing={compact ? 4 : 'xs'} fz="sm" data-testid="price-breakdown">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('price.item')}</Table.Th>
          <Table.Th {...AMOUNT}>{t('price.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {price.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the server's
          <Table.Tr key={index}>
            <Table.Td>
              {lineLabel(line, t, percent)}
              <Text size="xs" c="dimmed">
                {facts(line)}
              </Text>
            </Table.Td>
            <Table.Td {...AMOUNT}>{money(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {compact
          ? null
          : price.vat.map((row) => (
              <Table.Tr key={row.rate}>
                <Table.Td c="dimmed" fz="xs">
                  {t('price.vatLine', { rate: row.rate, base: money(row.base) })}
                </Table.Td>
                <Table.Td {...AMOUNT} c="dimmed" fz="xs">
                  {money(row.vat)}
                </Table.Td>
              </Table.Tr>
            ))}
        <Table.Tr>
          <Table.Td>
            <Text fw={700}>{t(ofStay ? 'price.stayTotal' : 'price.total')}</Text>
          </Table.Td>
          <Table.Td {...AMOUNT}>
            <Text fw={700} data-testid="price-total">
              {money(price.total)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  )
}
