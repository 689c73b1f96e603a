import type { StayPrice } from '@innkeep/contract'
import { Divider, Group, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { percentChange } from '../../lib/percent-change.ts'
import type { ExtraLine } from './chosen-extras.ts'

type Line = StayPrice['lines'][number]

/** The kinds of rule an ADJUSTMENT line names in its detail (issue 29). */
const ADJUSTMENTS: readonly (string | null)[] = ['LENGTH_DISCOUNT', 'EARLY_BOOKING', 'LAST_MINUTE']

/** One line of a price summary: what, how it adds up, and the amount. */
export function PriceRow({
  label,
  detail,
  amount,
  strong,
  testId,
}: {
  label: ReactNode
  detail?: string
  amount: string
  strong?: boolean
  testId?: string
}) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={strong ? 700 : 400} size={strong ? 'lg' : 'sm'}>
          {label}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
      <Text
        fw={strong ? 700 : 500}
        size={strong ? 'lg' : 'sm'}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {amount}
      </Text>
    </Group>
  )
}

function lineLabel(line: Line, t: TFunction, percent: (value: number) => string): string {
  switch (line.kind) {
    case 'ACCOMMODATION':
      return line.detail
        ? t('booking.price.accommodationSeason', { season: line.detail })
        : t('booking.price.accommodation')
    case 'ADJUSTMENT': {
      // `Sleva za délku pobytu (−10 %)`; a stay priced before the percent was kept says the kind only
      const label = t(`booking.price.adjustment.${ADJUSTMENTS.includes(line.detail) ? line.detail : 'other'}`)
      return line.percent == null ? label : t('booking.price.withPercent', { label, percent: percent(line.percent) })
    }
    case 'LOCAL_FEE':
      return t(`booking.guests.${line.detail ?? 'ADULT'}.label`)
    default:
      return t(`booking.price.${line.kind}`)
  }
}

/** The extras chosen, under their heading, when there are any. */
export function ExtrasSection({ extras, money }: Parameters<typeof ExtraRows>[0]) {
  const { t } = useTranslation()
  if (extras.length === 0) return null
  return (
    <>
      <Divider />
      <Text size="sm" fw={600}>
        {t('booking.extras.title')}
      </Text>
      <ExtraRows extras={extras} money={money} />
    </>
  )
}

/** The extras chosen, each with how many units the stay takes. */
export function ExtraRows({ extras, money }: { extras: readonly ExtraLine[]; money: (amount: number) => string }) {
  return extras.map((extra) => (
    <PriceRow
      key={extra.id}
      label={extra.name}
      detail={`${extra.quantity} × ${money(extra.unitPrice)}`}
      amount={money(extra.amount)}
      testId="price-extra"
    />
  ))
}

/**
 * The price of a stay in plain words: accommodation (VAT included), the local fee the house collects
 * for the town shown apart, the extras chosen, and the total.
 */
export function StayPriceList({ price, extras = [] }: { price: StayPrice; extras?: readonly ExtraLine[] }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, price.currency)
  const percent = (value: number) => percentChange(value, format.percent)
  // an adjustment is one change of the whole accommodation: its amount says it all
  const detail = (line: Line) =>
    line.kind === 'ADJUSTMENT' ? undefined : `${line.quantity} × ${money(line.unitPrice)}`
  const accommodation = price.lines.filter((l) => l.kind !== 'LOCAL_FEE')
  const fees = price.lines.filter((l) => l.kind === 'LOCAL_FEE')
  return (
    <Stack gap="xs" data-testid="stay-price">
      {accommodation.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the server's
        <PriceRow key={i} label={lineLabel(line, t, percent)} detail={detail(line)} amount={money(line.amount)} />
      ))}
      <PriceRow
        label={<strong>{t('booking.price.accommodationTotal')}</strong>}
        detail={price.vat.length > 0 ? t('booking.price.vatIncluded') : undefined}
        amount={money(price.accommodationTotal)}
      />
      {fees.length > 0 ? (
        <>
          <Divider />
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {t('booking.price.localFee')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('booking.price.localFeeHint')}
            </Text>
          </Stack>
          {fees.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; their order is the server's
            <PriceRow key={i} label={lineLabel(line, t, percent)} detail={detail(line)} amount={money(line.amount)} />
          ))}
          <PriceRow
            label={<strong>{t('booking.price.localFeeTotal')}</strong>}
            amount={money(price.localFeeTotal)}
            testId="price-local-fee"
          />
        </>
      ) : null}
      <ExtrasSection extras={extras} money={money} />
      <Divider />
      <PriceRow
        label={t('booking.price.total')}
        amount={money(price.total + extras.reduce((sum, extra) => sum + extra.amount, 0))}
        strong
        testId="price-total"
      />
    </Stack>
  )
}
