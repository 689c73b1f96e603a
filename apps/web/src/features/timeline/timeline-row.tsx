import type { ChannelBlock, ReservationSummary, TimelineRental } from '@innkeep/contract'
import type { CSSProperties, PointerEvent } from 'react'
import { isWeekend } from '../../lib/local-date.ts'
import { ChannelBlockBar, useBlockLabel } from './channel-block-bar.tsx'
import type { DaySelection } from './day-selection.ts'
import { RentalBar } from './rental-bar.tsx'
import classes from './timeline.module.css'
import { TimelineBar } from './timeline-bar.tsx'
import { occupiedColumns, overlaps, placeBar, rentalStay, type Stay } from './timeline-math.ts'
import type { BarDrag, BarHandlers } from './use-bar-drag.ts'

type TrackHandlers = Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp', (e: PointerEvent<HTMLElement>) => void>

const EDITABLE = ['REQUESTED', 'CONFIRMED', 'CHECKED_IN']

interface Props {
  resource: { id: string; name: string; kind: string }
  dates: string[]
  today: string
  reservations: ReservationSummary[]
  /** Long-term rental contracts of the resource: their days are taken too. */
  rentals: TimelineRental[]
  rentalLink: (rental: TimelineRental) => string | null
  /** Events of the portals' calendars on this room: their nights are taken too. */
  blocks: ChannelBlock[]
  selection: DaySelection | null
  /** Nights of this row picked for a booking of several rooms. */
  picks: Stay[]
  drag: BarDrag | null
  clashId: string | null
  canWrite: boolean
  trackHandlers: (resourceId: string, taken: Set<number>) => TrackHandlers
  barHandlers: (reservation: ReservationSummary, draggable: boolean) => BarHandlers
}

/**
 * One room or place: its name, the day cells, its reservations' bars, its rental contracts and the
 * portals' events. A row where a portal's event meets one of ours splits in two lanes: ours above,
 * the portal's below, so both stay readable.
 */
export function TimelineRow(props: Props) {
  const { resource, dates, today, reservations, selection, drag, clashId, canWrite } = props
  const from = dates[0] ?? today
  const days = dates.length
  const leases = props.rentals.map((rental) => ({ rental, stay: rentalStay(rental, from, days) }))
  const ours = [...reservations, ...leases.map((lease) => lease.stay)]
  const taken = occupiedColumns([...ours, ...props.blocks], from, days)
  const lanes = props.blocks.some((block) => ours.some((stay) => overlaps(block, stay)))
  const blockLabel = useBlockLabel()
  const picked = selection?.resourceId === resource.id ? selection : null
  const ghost = drag?.resourceId === resource.id ? drag : null
  const ghostPlace = ghost ? placeBar(ghost, from, days) : null
  return (
    <div
      className={classes.row}
      data-resource-id={resource.id}
      data-kind={resource.kind}
      data-lanes={lanes || undefined}
      data-testid="timeline-row"
    >
      <div className={classes.name} title={resource.name}>
        {resource.name}
      </div>
      <div
        className={classes.track}
        data-track
        data-writable={canWrite || undefined}
        {...(canWrite ? props.trackHandlers(resource.id, taken) : {})}
      >
        {dates.map((date, index) => (
          <div
            key={date}
            className={classes.cell}
            data-date={date}
            data-weekend={isWeekend(date) || undefined}
            data-today={date === today || undefined}
            data-taken={taken.has(index) || undefined}
            data-month-start={(index > 0 && date.endsWith('-01')) || undefined}
          />
        ))}
        {picked ? (
          <div
            className={classes.selection}
            data-testid="timeline-selection"
            style={
              {
                '--start': Math.min(picked.anchor, picked.current),
                '--span': Math.abs(picked.current - picked.anchor) + 1,
              } as CSSProperties
            }
          />
        ) : null}
        {props.picks.map((pick) => {
          const place = placeBar(pick, from, days)
          return place ? (
            <div
              key={pick.since}
              className={classes.selection}
              data-picked
              data-testid="timeline-pick"
              style={{ '--start': place.start, '--span': place.span } as CSSProperties}
            />
          ) : null
        })}
        {reservations.map((reservation) => {
          const place = placeBar(reservation, from, days)
          if (!place) return null
          const draggable = canWrite && EDITABLE.includes(reservation.status)
          return (
            <TimelineBar
              key={reservation.id}
              reservation={reservation}
              place={place}
              draggable={draggable}
              dragging={drag?.reservation.id === reservation.id}
              clash={clashId === reservation.id}
              {...props.barHandlers(reservation, draggable)}
            />
          )
        })}
        {leases.map(({ rental, stay }) => {
          const place = placeBar(stay, from, days)
          return place ? (
            <RentalBar key={rental.id} rental={rental} place={place} to={props.rentalLink(rental)} />
          ) : null
        })}
        {props.blocks.map((block) => {
          const place = placeBar(block, from, days)
          return place ? <ChannelBlockBar key={block.id} block={block} place={place} label={blockLabel(block)} /> : null
        })}
        {ghost && ghostPlace ? (
          <div
            className={classes.ghost}
            data-status={ghost.reservation.status}
            data-saving={ghost.saving || undefined}
            style={{ '--start': ghostPlace.start, '--span': ghostPlace.span } as CSSProperties}
            aria-hidden
          >
            <span className={classes.label}>{ghost.reservation.contactName}</span>
          </div>
        ) : null}
      </div>
    </div>
  )
}
