import { Alert, Button, Group, Text } from '@mantine/core'
import { IconCalendarX } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { daysBetween, type LocalDate } from '../../lib/local-date.ts'
import { BookingCalendar } from './booking-calendar.tsx'
import { currencyLabel, Step } from './booking-steps.tsx'
import {
  hasRules,
  MONTHS_AHEAD,
  pickingDeparture,
  type RuleRefusal,
  ruleRefusal,
  type StayRange,
  shiftMonth,
  tooFullForParty,
  type YearMonth,
} from './calendar-range.ts'
import { arrivalLimitsText, refusalLine } from './day-rule-text.ts'
import type { useStayNights } from './use-stay-nights.ts'

/**
 * Step 1: the month, what the days mean (the group's free rooms and prices, or the chosen room's free
 * nights), why a tap was refused (a taken night, a stay rule, a night too full for the party), what
 * the rules ask of the arrival picked, and the stay picked so far. `above`: how many come (the calendar
 * then shows their nights); `below`: what to do when the stay cannot be had for them.
 */
export function DatesStep({
  calendar,
  shown,
  onMonth,
  firstMonth,
  today,
  range,
  takenNight,
  onPick,
  onClear,
  unitKind,
  roomName,
  unit,
  currency,
  party = null,
  above,
  below,
}: {
  calendar: ReturnType<typeof useStayNights>
  shown: YearMonth
  onMonth: (month: YearMonth) => void
  firstMonth: YearMonth
  today: LocalDate
  range: StayRange
  /** The night that made the last tap a refusal. */
  takenNight: LocalDate | null
  onPick: (date: LocalDate) => void
  onClear: () => void
  unitKind: 'room' | 'place'
  /** The chosen room's name: the calendar shows its nights. */
  roomName: string | null
  unit: 'PER_DAY' | 'PER_NIGHT' | null
  currency: string
  /** The guests the group calendar was asked for; null: not said yet (or a room's calendar). */
  party?: number | null
  above?: ReactNode
  below?: ReactNode
}) {
  const { t } = useTranslation()
  const format = useFormat()
  // the last tap a stay rule refused, with the range it was refused in (a refused tap keeps the range)
  const [ruled, setRuled] = useState<{ date: LocalDate; refusal: RuleRefusal; range: StayRange } | null>(null)
  const tap = (date: LocalDate) => {
    const refusal = date < today ? null : ruleRefusal(date, range, calendar.nights)
    setRuled(refusal ? { date, refusal, range } : null)
    onPick(date)
  }
  const refusedText =
    ruled && ruled.range === range
      ? refusalLine(ruled.refusal, `${format.weekday(ruled.date)} ${format.date(ruled.date)}`, t, party)
      : null
  const clear = () => {
    setRuled(null)
    onClear()
  }
  const limits = pickingDeparture(range) ? arrivalLimitsText(range.since, calendar.nights, t) : []
  const rangeText = !range.since
    ? t('booking.calendar.pickArrival')
    : !range.till
      ? t('booking.calendar.pickDeparture', { date: `${format.weekday(range.since)} ${format.date(range.since)}` })
      : t('booking.calendar.picked', {
          stay: format.stay(range.since, range.till),
          nights: t('booking.units.nights', { count: daysBetween(range.since, range.till) }),
        })
  const legend = roomName
    ? t('booking.calendar.legend.room', { name: roomName })
    : t(`booking.calendar.legend.${unit === 'PER_DAY' ? 'perDay' : 'perNight'}`, {
        currency: currencyLabel(calendar.currency ?? currency, format.guestLanguage),
      })
  const partyLegend = party !== null && !roomName ? ` ${t(`booking.calendar.legend.party.${unitKind}`)}` : ''
  return (
    <Step n={1} id="booking-dates" title={t('booking.calendar.title')}>
      {above}
      {calendar.failed ? <ErrorState error={null} onRetry={calendar.retry} /> : null}
      <BookingCalendar
        month={shown}
        onMonth={onMonth}
        firstMonth={firstMonth}
        lastMonth={shiftMonth(firstMonth, MONTHS_AHEAD)}
        nights={calendar.nights}
        loading={calendar.loading}
        range={range}
        today={today}
        onPick={tap}
        unitKind={unitKind}
        mode={roomName ? 'room' : 'group'}
        party={party}
      />
      <Text size="xs" c="dimmed">
        {legend}
        {hasRules(calendar.nights) ? ` ${t('booking.calendar.legend.rules')}` : ''}
        {partyLegend}
      </Text>
      {refusedText ? (
        <Alert color="orange" icon={<IconCalendarX />} role="alert" data-testid="booking-rule-refused">
          {refusedText}
        </Alert>
      ) : null}
      {takenNight ? (
        <Alert color="orange" icon={<IconCalendarX />} role="alert" data-testid="booking-range-refused">
          {party !== null && tooFullForParty(takenNight, calendar.nights)
            ? t('booking.calendar.party.refused', { night: format.date(takenNight), count: party })
            : t('booking.calendar.refused', { night: format.date(takenNight) })}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={600} aria-live="polite" data-testid="booking-range">
          {rangeText}
        </Text>
        {range.since ? (
          <Button variant="subtle" onClick={clear} style={{ flexShrink: 0 }}>
            {t('booking.calendar.clear')}
          </Button>
        ) : null}
      </Group>
      {limits.length > 0 ? (
        <Text size="sm" c="orange.8" data-testid="booking-arrival-rules">
          {`${limits.join('. ')}.`}
        </Text>
      ) : null}
      {below}
    </Step>
  )
}
