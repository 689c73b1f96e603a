import { ActionIcon, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core'
import { IconBed, IconCaravan, IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import type { LocalDate } from '../../lib/local-date.ts'
import classes from './booking-calendar.module.css'
import {
  canPick,
  compareMonths,
  dayRole,
  isFreeNight,
  monthGrid,
  type Nights,
  type StayRange,
  shiftMonth,
  type YearMonth,
} from './calendar-range.ts'
import { dayRules } from './day-rule-text.ts'

interface Props {
  month: YearMonth
  onMonth: (month: YearMonth) => void
  firstMonth: YearMonth
  lastMonth: YearMonth
  nights: Nights
  /** The shown month's nights are still loading. */
  loading: boolean
  range: StayRange
  today: LocalDate
  onPick: (date: LocalDate) => void
  unitKind: 'room' | 'place'
  /** group: free rooms and the lowest price per night; room: the chosen room's free nights only. */
  mode: 'group' | 'room'
  /** The guests the group calendar was asked for (its nights say how many rooms take them); null: not said. */
  party?: number | null
}

/**
 * One month, Monday first: per night the free rooms and the lowest price (or, for a chosen room, free
 * or taken); past and full days cannot start a stay. A day a stay rule refuses (no arrival; once an
 * arrival is picked, a departure too soon, too late or on a closed day) is greyed and says why, and
 * a tap on it goes to `onPick` too, so the page can say it under the calendar. With the party said, a
 * night whose free rooms cannot take it is greyed the same way, and one only several rooms together take
 * says how many ("2 pokoje").
 */
export function BookingCalendar(props: Props) {
  const { month, onMonth, firstMonth, lastMonth, nights, loading, range, today, onPick, unitKind, mode } = props
  const party = mode === 'group' ? (props.party ?? null) : null
  const { t } = useTranslation()
  const format = useFormat()
  const locale = format.locale
  const amount = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const longDate = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const weeks = monthGrid(month)
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`
  // 1 January 2024 was a Monday
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
  const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(Date.UTC(2024, 0, 1 + i))))

  const renderDay = (date: LocalDate) => {
    if (loading && !nights.has(date)) return <Skeleton height={58} radius="sm" />
    const night = nights.get(date)
    const past = date < today
    const free = isFreeNight(date, nights, today)
    const pickable = canPick(date, range, nights, today)
    const role = dayRole(date, range)
    const rules = dayRules(date, range, nights, today, t, party)
    const units = night?.freeUnits ?? 0
    // a night only several rooms together take the party in, or none do (refused as an arrival; as the
    // morning a stay ends it may still be picked, and says so too)
    const partyRooms = party !== null && free && (night?.roomsForParty ?? 0) >= 2 ? (night?.roomsForParty ?? 0) : null
    const partyNone = party !== null && free && night?.roomsForParty === 0
    const partyText = partyRooms
      ? t(`booking.calendar.party.rooms.${unitKind}`, { count: partyRooms })
      : partyNone && !rules.refused
        ? t('booking.calendar.party.none', { count: party })
        : ''
    const price = free && night?.lowestPrice != null ? amount.format(night.lowestPrice / 100) : null
    const state = past ? 'past' : free ? 'free' : 'full'
    const description = past
      ? t('booking.calendar.past')
      : free && mode === 'room'
        ? t('booking.calendar.roomFree')
        : free
          ? [
              t(`booking.calendar.free.${unitKind}`, { count: units }),
              price ? t('booking.calendar.fromPrice', { price: format.money(night?.lowestPrice ?? 0) }) : '',
            ]
              .filter(Boolean)
              .join(', ')
          : t('booking.calendar.full')
    const roleText =
      role === 'since'
        ? `${t('booking.calendar.arrival')}: `
        : role === 'till'
          ? `${t('booking.calendar.departure')}: `
          : ''
    return (
      <button
        type="button"
        className={classes.day}
        data-state={state}
        data-role={role ?? undefined}
        data-last={free && units === 1 && mode === 'group' ? true : undefined}
        data-rule={rules.refused ? 'refused' : undefined}
        data-date={date}
        data-testid="calendar-day"
        disabled={!pickable && !rules.refused}
        aria-disabled={rules.refused ? true : undefined}
        aria-pressed={role === 'since' || role === 'till'}
        data-party={partyNone ? 'none' : partyRooms ? 'rooms' : undefined}
        data-party-rooms={partyRooms ?? undefined}
        title={[rules.text, partyText].filter(Boolean).join(', ') || undefined}
        onClick={() => onPick(date)}
      >
        {/* read aloud: the whole description; the short figures are for the eye */}
        <VisuallyHidden>
          {[`${roleText}${longDate.format(new Date(`${date}T00:00:00Z`))}`, description, rules.text, partyText]
            .filter(Boolean)
            .join(', ')}
        </VisuallyHidden>
        <span className={classes.number} aria-hidden>
          {Number(date.slice(8))}
        </span>
        {price ? (
          <span className={classes.price} aria-hidden>
            {price}
          </span>
        ) : null}
        {partyRooms ? (
          <span className={classes.partyRooms} aria-hidden data-testid="calendar-party-rooms">
            {t(`booking.calendar.party.roomsShort.${unitKind}`, { count: partyRooms })}
          </span>
        ) : free && mode === 'group' ? (
          <span className={classes.meta} aria-hidden>
            <span className={classes.metaShort}>
              {unitKind === 'room' ? <IconBed size={11} aria-hidden /> : <IconCaravan size={11} aria-hidden />}
              {units}
            </span>
            <span className={classes.metaLong}>{t(`booking.calendar.freeShort.${unitKind}`, { count: units })}</span>
          </span>
        ) : null}
        {free && mode === 'room' ? (
          <span className={classes.meta} aria-hidden>
            {t('booking.calendar.roomFree')}
          </span>
        ) : null}
        {rules.minNights > 1 ? (
          <span className={classes.rule} aria-hidden>
            {t('booking.calendar.rules.minShort', { count: rules.minNights })}
          </span>
        ) : null}
      </button>
    )
  }

  return (
    <div>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('booking.calendar.previous')}
          disabled={compareMonths(month, firstMonth) <= 0}
          onClick={() => onMonth(shiftMonth(month, -1))}
        >
          <IconChevronLeft size={20} />
        </ActionIcon>
        <Text fw={650} size="lg" aria-live="polite" data-testid="calendar-month">
          {format.monthYear(first)}
        </Text>
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('booking.calendar.next')}
          disabled={compareMonths(month, lastMonth) >= 0}
          onClick={() => onMonth(shiftMonth(month, 1))}
        >
          <IconChevronRight size={20} />
        </ActionIcon>
      </Group>
      <table className={classes.table} aria-label={format.monthYear(first)}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col" className={classes.weekday}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'x'}>
              {week.map((date, i) => (
                <td key={date ?? `empty-${i}`} className={classes.cell}>
                  {date ? renderDay(date) : <div className={classes.empty} />}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
