import { type PublicBookingResult, type PublicGroup, PublicResource } from '@innkeep/contract'
import { Alert, Button, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconAlertTriangle, IconCalendarOff, IconWifiOff } from '@tabler/icons-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { newIdempotencyKey, useCalendarMonth, useCreateBooking, useStayChecks, useStayPrice } from '../../api/public.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import { type Attempt, attemptFor } from './booking-attempt.ts'
import { BookingCalendar } from './booking-calendar.tsx'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { BookingForm, type ContactOutput } from './booking-form.tsx'
import { currencyLabel, guestsText, Step, scrollToSection } from './booking-steps.tsx'
import {
  EMPTY_RANGE,
  mergeNights,
  monthOf,
  type NightInfo,
  pickDay,
  type StayRange,
  shiftMonth,
} from './calendar-range.ts'
import { type Counts, DEFAULT_COUNTS, GuestCountsPicker, totalGuests } from './guest-counts-picker.tsx'
import { RoomChoice, type RoomOffer } from './room-choice.tsx'
import { StayPriceList } from './stay-price-list.tsx'

/** How far ahead the calendar goes. */
const MONTHS_AHEAD = 18

const TakenEntity = z.object({ resourceId: z.string(), alternatives: z.array(PublicResource) })

export function BookingFlow({ group }: { group: PublicGroup }) {
  const { t } = useTranslation()
  const format = useFormat()
  const today = useMemo(() => todayIn(), [])
  const firstMonth = monthOf(today)
  const [month, setMonth] = useState(firstMonth)
  const [range, setRange] = useState<StayRange>(EMPTY_RANGE)
  const [counts, setCounts] = useState<Counts>(DEFAULT_COUNTS)
  const [selected, setSelected] = useState<string | null>(null)
  const [taken, setTaken] = useState<{ message: string; alternatives: PublicResource[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const [done, setDone] = useState<{ booking: PublicBookingResult; email: string; guests: string } | null>(null)
  const attempt = useRef<Attempt | null>(null)
  const { run, isPending } = useCreateBooking()

  const unitKind = group.resources[0]?.kind === 'MOTORHOME' ? 'place' : 'room'
  const bookable = group.resources.filter((r) => r.fromPrice !== null)
  const maxGuests = Math.max(1, ...bookable.map((r) => r.capacity))

  useEffect(() => {
    document.title = `${group.group.name} – ${group.workspace.name}`
  }, [group.group.name, group.workspace.name])

  // the calendar: nights of every month seen so far, so a stay may run into the next month
  const calendar = useCalendarMonth(group.group.id, month.year, month.month)
  const [nights, setNights] = useState<ReadonlyMap<string, NightInfo>>(new Map())
  useEffect(() => {
    if (calendar.data) setNights((known) => mergeNights(known, calendar.data?.days ?? []))
  }, [calendar.data])

  const total = totalGuests(counts)
  const stay = range.since && range.till ? { since: range.since, till: range.till, guests: counts } : null
  const candidates = bookable.filter((r) => r.capacity >= total)
  const checks = useStayChecks(candidates, stay)
  const checking = stay !== null && checks.some((c) => c.isPending)
  const checkFailed = checks.some((c) => c.isError)
  const offers: RoomOffer[] = candidates.flatMap((resource, i) => {
    const check = checks[i]?.data
    return check?.available && check.price ? [{ resource, price: check.price }] : []
  })
  const chosen = offers.some((o) => o.resource.id === selected) ? selected : null
  const price = useStayPrice(chosen, stay)

  // a room no longer free (other dates, more guests, booked meanwhile) is not chosen any more
  useEffect(() => {
    if (selected && !checking && !offers.some((o) => o.resource.id === selected)) setSelected(null)
  })

  const pick = (date: string) => {
    const next = pickDay(range, date, nights, today)
    setRange(next)
    if (next.till && next !== range) scrollToSection('booking-guests')
  }

  const choose = (resourceId: string) => {
    setSelected(resourceId)
    setTaken(null)
    scrollToSection('booking-price')
  }

  const book = async (values: ContactOutput, server: { validation: Parameters<typeof run>[2]['validation'] }) => {
    if (!stay || !chosen) return
    setTaken(null)
    setFailed(false)
    const body = {
      resourceId: chosen,
      since: stay.since,
      till: stay.till,
      guests: counts,
      contact: values.contact,
      note: values.note,
      consent: values.consent,
      language: format.language,
    }
    // one key per attempt: the same booking sent again (a lost answer) reuses it, a changed one gets a new key
    attempt.current = attemptFor(attempt.current, body, newIdempotencyKey)
    await run(body, attempt.current.key, {
      success: (booking) => {
        setDone({ booking, email: values.contact.email, guests: guestsText(counts, t) })
        window.scrollTo({ top: 0 })
      },
      validation: server.validation,
      conflict: (entity, messages) => {
        const parsed = TakenEntity.safeParse(entity)
        setSelected(null)
        setTaken({
          message: messages[0]?.text ?? t('booking.taken.text'),
          alternatives: parsed.success ? parsed.data.alternatives : [],
        })
      },
      error: () => setFailed(true),
    })
  }

  if (done)
    return (
      <GuestFrame title={group.workspace.name} subtitle={group.group.name}>
        <BookingConfirmation
          result={done.booking}
          email={done.email}
          guests={done.guests}
          onAgain={() => {
            setDone(null)
            setRange(EMPTY_RANGE)
            setSelected(null)
            attempt.current = null
          }}
        />
      </GuestFrame>
    )

  const nightsCount = stay ? daysBetween(stay.since, stay.till) : 0
  const rangeText = !range.since
    ? t('booking.calendar.pickArrival')
    : !range.till
      ? t('booking.calendar.pickDeparture', { date: `${format.weekday(range.since)} ${format.date(range.since)}` })
      : t('booking.calendar.picked', {
          stay: format.stay(range.since, range.till),
          nights: t('booking.units.nights', { count: nightsCount }),
        })

  return (
    <GuestFrame title={group.workspace.name} subtitle={group.group.name}>
      <Stack gap="md">
        {group.group.description ? (
          <Text c="dimmed" px={4}>
            {group.group.description}
          </Text>
        ) : null}

        <Step n={1} id="booking-dates" title={t('booking.calendar.title')}>
          {calendar.error ? <ErrorState error={null} onRetry={() => void calendar.refetch()} /> : null}
          <BookingCalendar
            month={month}
            onMonth={setMonth}
            firstMonth={firstMonth}
            lastMonth={shiftMonth(firstMonth, MONTHS_AHEAD)}
            nights={nights}
            loading={calendar.isPending}
            range={range}
            today={today}
            onPick={pick}
            unitKind={unitKind}
          />
          <Text size="xs" c="dimmed">
            {t(`booking.calendar.legend.${bookable[0]?.unit === 'PER_DAY' ? 'perDay' : 'perNight'}`, {
              currency: currencyLabel(calendar.data?.currency ?? bookable[0]?.currency ?? 'CZK', format.language),
            })}
          </Text>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600} aria-live="polite" data-testid="booking-range">
              {rangeText}
            </Text>
            {range.since ? (
              <Button variant="subtle" onClick={() => setRange(EMPTY_RANGE)} style={{ flexShrink: 0 }}>
                {t('booking.calendar.clear')}
              </Button>
            ) : null}
          </Group>
        </Step>

        <Step n={2} id="booking-guests" title={t('booking.guests.title')}>
          <GuestCountsPicker counts={counts} onChange={setCounts} max={maxGuests} />
        </Step>

        <Step n={3} id="booking-rooms" title={t(`booking.room.title.${unitKind}`)}>
          {!stay ? (
            <Text c="dimmed">{t('booking.room.pickDatesFirst')}</Text>
          ) : bookable.length > 0 && candidates.length === 0 ? (
            <Alert color="orange" icon={<IconAlertTriangle />} role="status">
              {t(`booking.room.tooMany.${unitKind}`, { count: total })}
            </Alert>
          ) : checking ? (
            <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton height={96} radius="md" />
              <Skeleton height={96} radius="md" />
            </Stack>
          ) : checkFailed && offers.length === 0 ? (
            <ErrorState error={null} onRetry={() => checks.forEach((c) => void c.refetch())} />
          ) : offers.length === 0 ? (
            <Alert color="orange" icon={<IconCalendarOff />} role="status" data-testid="booking-no-room">
              {t(`booking.room.noneFree.${unitKind}`)}
            </Alert>
          ) : (
            <>
              <RoomChoice offers={offers} selected={chosen} onSelect={choose} />
              {offers.length < group.resources.length ? (
                <Text size="sm" c="dimmed">
                  {t(`booking.room.othersTaken.${unitKind}`)}
                </Text>
              ) : null}
            </>
          )}
        </Step>

        {chosen && stay ? (
          <Step n={4} id="booking-price" title={t('booking.price.title')}>
            {price.data ? (
              <StayPriceList price={price.data} />
            ) : price.error ? (
              <ErrorState error={null} onRetry={() => void price.refetch()} />
            ) : (
              <Skeleton height={160} radius="md" />
            )}
          </Step>
        ) : null}

        <Step n={chosen ? 5 : 4} id="booking-contact" title={t('booking.form.title')}>
          <BookingForm
            onBook={book}
            pending={isPending}
            disabled={!chosen || !stay}
            above={
              <>
                {taken ? (
                  <Alert
                    color="orange"
                    icon={<IconAlertTriangle />}
                    title={t('booking.taken.title')}
                    role="alert"
                    data-testid="booking-taken"
                  >
                    <Stack gap="xs">
                      <Text size="sm">{taken.message}</Text>
                      {taken.alternatives.map((room) => (
                        <UnstyledButton
                          key={room.id}
                          onClick={() => choose(room.id)}
                          p="sm"
                          style={{
                            border: '1px solid var(--mantine-color-orange-3)',
                            borderRadius: 'var(--mantine-radius-md)',
                            background: 'var(--mantine-color-body)',
                            minHeight: 44,
                          }}
                        >
                          <Group justify="space-between" wrap="nowrap">
                            <Text fw={600}>{room.name}</Text>
                            <Text size="sm">
                              {room.fromPrice === null
                                ? ''
                                : t('booking.taken.from', { price: format.money(room.fromPrice, room.currency) })}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      ))}
                      {taken.alternatives.length === 0 ? <Text size="sm">{t('booking.taken.none')}</Text> : null}
                    </Stack>
                  </Alert>
                ) : null}
                {failed ? (
                  <Alert color="red" icon={<IconWifiOff />} role="alert" data-testid="booking-failed">
                    {t('booking.form.failed')}
                  </Alert>
                ) : null}
              </>
            }
          />
        </Step>
      </Stack>
    </GuestFrame>
  )
}
