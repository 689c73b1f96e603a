import type { PublicGroup } from '@innkeep/contract'
import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { IconWifiOff } from '@tabler/icons-react'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useStayChecks, useStayPrice } from '../../api/public.ts'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { type LocalDate, todayIn } from '../../lib/local-date.ts'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { BookingExtras } from './booking-extras.tsx'
import { BookingIntro } from './booking-intro.tsx'
import { BookingPrice } from './booking-price.tsx'
import { guestsText, Step, scrollToSection } from './booking-steps.tsx'
import { EMPTY_RANGE, monthOf, pickDay, type StayRange } from './calendar-range.ts'
import { DatesStep } from './dates-step.tsx'
import { FurtherRooms } from './further-rooms.tsx'
import { type Counts, DEFAULT_COUNTS, totalGuests } from './guest-counts-picker.tsx'
import { GuestsStep } from './guests-step.tsx'
import { HouseFacts } from './house-facts.tsx'
import { HouseGallery } from './house-gallery.tsx'
import { splitParty } from './party-fit.ts'
import { PartyOffer } from './party-offer.tsx'
import { PartyPicker } from './party-picker.tsx'
import { type RoomOffer, RoomStep } from './room-step.tsx'
import { TakenAlert } from './taken-alert.tsx'
import { useBookingSubmit } from './use-booking-submit.ts'
import { useChosenExtras } from './use-chosen-extras.ts'
import { MAX_FURTHER_ROOMS, useFurtherRooms } from './use-further-rooms.ts'
import { useStayNights } from './use-stay-nights.ts'

// Further down the page, or on demand: Zod and the form library, the dialog. They load while the guest picks dates.
const loadForm = () => import('./booking-form.tsx')
const loadDetail = () => import('./room-detail-drawer.tsx')
const BookingForm = lazy(async () => ({ default: (await loadForm()).BookingForm }))
const RoomDetailDrawer = lazy(async () => ({ default: (await loadDetail()).RoomDetailDrawer }))

/** `onReload` loads the group again: the server refused an extra no longer offered. */
export function BookingFlow(props: { group: PublicGroup; backTo?: string; onReload?: () => void }) {
  const { group, backTo, onReload } = props
  const { t } = useTranslation()
  const format = useFormat()
  const today = useMemo(() => todayIn(), [])
  const firstMonth = monthOf(today)
  const [searchParams, setSearchParams] = useSearchParams()
  const [shown, setShown] = useState(firstMonth)
  const [range, setRange] = useState<StayRange>(EMPTY_RANGE)
  const [takenNight, setTakenNight] = useState<LocalDate | null>(null)
  const [counts, setCounts] = useState<Counts>(DEFAULT_COUNTS)
  // the guest has said how many they are (above the calendar or in the guests step): the calendar asks for them
  const [partySaid, setPartySaid] = useState(false)
  const [detail, setDetail] = useState<string | null>(null)
  // the further room whose card opened the details (choosing there chooses for that line), or null
  const [detailLine, setDetailLine] = useState<number | null>(null)

  const unitKind = group.resources[0]?.kind === 'MOTORHOME' ? 'place' : 'room'
  const bookable = group.resources.filter((r) => r.fromPrice !== null)
  const maxGuests = Math.max(1, ...bookable.map((r) => r.capacity))
  // a party may take every room one booking can: its first and the further ones
  const maxRooms = Math.min(bookable.length, MAX_FURTHER_ROOMS + 1)
  const largest = bookable.map((r) => r.capacity).sort((a, b) => b - a)
  const seats = largest.slice(0, maxRooms).reduce((sum, capacity) => sum + capacity, 0)
  const maxParty = Math.min(100, Math.max(1, seats))
  // the chosen room lives in the address (`?room=`), so a link can name it and a reload keeps it
  const linked = searchParams.get('room')
  const selected = bookable.some((r) => r.id === linked) ? linked : null

  useEffect(() => {
    document.title = `${group.group.name} – ${group.workspace.name}`
  }, [group.group.name, group.workspace.name])
  useEffect(() => {
    const preload = () => void Promise.all([loadForm(), loadDetail()]).catch(() => undefined)
    const id = window.setTimeout(preload, 300)
    return () => window.clearTimeout(id)
  }, [])

  const total = totalGuests(counts)
  const stay = range.since && range.till ? { since: range.since, till: range.till, guests: counts } : null
  // more rooms for the same dates (a family in two rooms); extras per person count their guests too
  const further = useFurtherRooms(stay)
  const partyTotal = total + further.rooms.reduce((sum, room) => sum + totalGuests(room.guests), 0)
  const asked = selected === null && (partySaid || further.rooms.length > 0) ? partyTotal : null
  const calendar = useStayNights({
    groupId: group.group.id,
    roomId: selected,
    shown,
    since: range.since,
    till: range.till,
    party: asked,
    today,
  })
  const candidates = bookable.filter((r) => r.capacity >= total)
  const checks = useStayChecks(candidates, stay)
  const offers: RoomOffer[] = candidates.flatMap((resource, i) => {
    const check = checks[i]?.data
    return check?.available && check.price ? [{ resource, price: check.price }] : []
  })
  const chosen = offers.some((o) => o.resource.id === selected) ? selected : null
  const price = useStayPrice(chosen, stay)
  const party = stay ? { ...stay, rooms: further.sent().body.map((room) => room.guests) } : null
  const extras = useChosenExtras(group.extras, party, format.language)
  // the section stays while it shows the server's refusal, even when the reload took every extra away
  const showExtras = chosen !== null && stay !== null && (group.extras.length > 0 || extras.error !== null)

  const setRoom = (resourceId: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (resourceId) next.set('room', resourceId)
        else next.delete('room')
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  const pick = (date: LocalDate) => {
    const next = pickDay(range, date, calendar.nights, today)
    setTakenNight(next.takenNight)
    if (next.range === range) return
    setRange(next.range)
    further.clearChoices()
    if (next.range.till) scrollToSection('booking-guests')
  }

  const setGuests = (next: Counts) => {
    setCounts(next)
    setPartySaid(true)
  }

  // the nearest dates one room takes the party on, offered under the calendar
  const pickStay = (since: LocalDate, till: LocalDate) => {
    setRange({ since, till })
    setTakenNight(null)
    setShown(monthOf(since))
    further.clearChoices()
    scrollToSection('booking-guests')
  }

  // the party as several rooms: the first room's guests here, the rest on further lines to choose rooms for
  const bookAsRooms = (rooms: number) => {
    const [first, ...rest] = splitParty(counts, rooms, largest)
    if (first) setCounts(first)
    further.reset()
    for (const guests of rest) further.add(guests)
    scrollToSection('booking-rooms')
  }

  const choose = (resourceId: string) => {
    setRoom(resourceId)
    further.release(resourceId)
    setDetail(null)
    setTaken(null)
    setTakenNight(null)
    // with dates: on to the price; without: back to the calendar, which now shows this room's nights
    scrollToSection(stay ? (group.extras.length > 0 ? 'booking-extras' : 'booking-price') : 'booking-dates')
  }

  const openDetail = (resourceId: string, lineKey: number | null = null) => {
    setDetail(resourceId)
    setDetailLine(lineKey)
  }

  const { book, done, setDone, taken, setTaken, failed, isPending } = useBookingSubmit({
    stay,
    chosen,
    counts,
    further,
    extras,
    bookable,
    unitKind,
    onReload,
    onTaken: () => setRoom(null),
  })

  const lineRoom = further.rooms.find((room) => room.key === detailLine)?.resourceId ?? null

  if (done)
    return (
      <GuestFrame title={group.workspace.name} subtitle={group.group.name}>
        <BookingConfirmation
          result={done.booking}
          house={group.house}
          email={done.email}
          guests={done.guests}
          onAgain={() => {
            setDone(null)
            setRange(EMPTY_RANGE)
            setRoom(null)
            extras.reset()
            further.reset()
          }}
        />
      </GuestFrame>
    )

  return (
    <GuestFrame title={group.workspace.name} subtitle={group.group.name}>
      <Stack gap="md">
        <BookingIntro
          backTo={backTo}
          description={group.group.description}
          linkGone={linked !== null && !selected}
          selected={selected}
          unitKind={unitKind}
          onDetail={openDetail}
          onClear={() => {
            setRoom(null)
            setTakenNight(null)
          }}
        />

        <DatesStep
          calendar={calendar}
          shown={shown}
          onMonth={setShown}
          firstMonth={firstMonth}
          today={today}
          range={range}
          takenNight={takenNight}
          onPick={pick}
          onClear={() => {
            setRange(EMPTY_RANGE)
            setTakenNight(null)
            further.clearChoices()
          }}
          unitKind={unitKind}
          roomName={bookable.find((r) => r.id === selected)?.name ?? null}
          unit={bookable[0]?.unit ?? null}
          currency={bookable[0]?.currency ?? 'CZK'}
          party={asked}
          above={
            <PartyPicker
              counts={counts}
              onChange={setGuests}
              max={maxParty}
              asked={asked}
              groupCalendar={selected === null}
              severalRooms={further.rooms.length > 0}
              unitKind={unitKind}
            />
          }
          below={
            asked !== null && calendar.partyKnown && stay && further.rooms.length === 0 ? (
              <PartyOffer
                since={stay.since}
                till={stay.till}
                nights={calendar.nights}
                today={today}
                party={asked}
                maxRooms={maxRooms}
                unitKind={unitKind}
                onDates={pickStay}
                onRooms={bookAsRooms}
              />
            ) : null
          }
        />

        <GuestsStep
          counts={counts}
          onChange={setGuests}
          max={maxGuests}
          unitKind={unitKind}
          moreRooms={bookable.length > 1}
          firstOfMore={further.rooms.length > 0}
        />

        <Step n={3} id="booking-rooms" title={t(`booking.room.title.${unitKind}`)}>
          {further.rooms.length > 0 ? (
            <Text fw={600} size="sm">
              {t(`booking.rooms.first.${unitKind}`, { guests: guestsText(counts, t) })}
            </Text>
          ) : null}
          <RoomStep
            unitKind={unitKind}
            bookable={bookable}
            offers={offers}
            hasStay={stay !== null}
            guests={total}
            tooMany={bookable.length > 0 && candidates.length === 0}
            checks={{
              pending: checks.some((c) => c.isPending),
              failed: checks.some((c) => c.isError),
              retry: () => checks.forEach((c) => void c.refetch()),
            }}
            selected={selected}
            onSelect={choose}
            onDetail={openDetail}
          />
          {chosen && stay ? (
            <FurtherRooms
              further={further}
              first={chosen}
              bookable={bookable}
              dates={stay}
              unitKind={unitKind}
              onDetail={openDetail}
            />
          ) : null}
        </Step>
        {showExtras ? (
          <Step n={4} id="booking-extras" title={t('booking.extras.title')}>
            <BookingExtras offered={group.extras} lines={extras.lines} onToggle={extras.toggle} error={extras.error} />
          </Step>
        ) : null}

        {chosen && stay ? (
          <Step n={showExtras ? 5 : 4} id="booking-price" title={t('booking.price.title')}>
            <BookingPrice
              price={price}
              first={{ name: bookable.find((r) => r.id === chosen)?.name ?? '', guests: counts }}
              further={further}
              bookable={bookable}
              extras={extras.lines}
              unitKind={unitKind}
            />
          </Step>
        ) : null}

        {/* who the host is and the terms, read before giving one's details; the last free day once the dates are in */}
        <HouseFacts house={group.house} policy={group.group.cancellationPolicy} since={stay?.since} today={today} />

        <Step n={chosen ? (showExtras ? 6 : 5) : 4} id="booking-contact" title={t('booking.form.title')}>
          <Suspense fallback={<Skeleton height={320} radius="md" role="status" aria-label={t('common.loading')} />}>
            <BookingForm
              house={group.house}
              onBook={book}
              pending={isPending}
              disabled={!chosen || !stay || !further.complete}
              disabledHint={chosen && stay ? t(`booking.rooms.incomplete.${unitKind}`) : undefined}
              above={
                <>
                  {taken ? <TakenAlert taken={taken} onChoose={choose} /> : null}
                  {failed ? (
                    <Alert color="red" icon={<IconWifiOff />} role="alert" data-testid="booking-failed">
                      {t('booking.form.failed')}
                    </Alert>
                  ) : null}
                </>
              }
            />
          </Suspense>
        </Step>
        <HouseGallery slug={group.workspace.slug} />
      </Stack>
      {detail ? (
        <Suspense fallback={null}>
          <RoomDetailDrawer
            resourceId={detail}
            chosen={detailLine === null ? detail === selected : lineRoom === detail}
            canChoose={
              detailLine !== null ||
              (stay ? offers.some((o) => o.resource.id === detail) : bookable.some((r) => r.id === detail))
            }
            unitKind={unitKind}
            onChoose={(resourceId) => {
              if (detailLine === null) return choose(resourceId)
              further.choose(detailLine, resourceId)
              setDetail(null)
            }}
            onClose={() => setDetail(null)}
          />
        </Suspense>
      ) : null}
    </GuestFrame>
  )
}
