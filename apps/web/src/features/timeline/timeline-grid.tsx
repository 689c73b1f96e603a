import type { ChannelBlock, ReservationSummary, TimelineCar, TimelineRental } from '@innkeep/contract'
import { type CSSProperties, Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './timeline.module.css'
import { TimelineCarRow } from './timeline-car-row.tsx'
import { TimelineHeader } from './timeline-header.tsx'
import { TimelineRow } from './timeline-row.tsx'
import { type BarDrag, useBarDrag } from './use-bar-drag.ts'
import { useDaySelection } from './use-day-selection.ts'

/** A room and nights picked on the timeline for a booking of several rooms. */
export interface RoomPick {
  resourceId: string
  since: string
  till: string
}

export interface TimelineResource {
  id: string
  groupId: string
  name: string
  kind: string
}

interface Props {
  dates: string[]
  today: string
  groups: { id: string; name: string }[]
  resources: TimelineResource[]
  reservations: ReservationSummary[]
  /** Vehicle rows, below the rooms under their own heading. */
  cars: TimelineCar[]
  /** Rental contracts: on their car's row, or on the room or place they rent. */
  rentals: TimelineRental[]
  rentalLink: (rental: TimelineRental) => string | null
  /** Events of the portals' calendars (channel feeds), on their rooms' rows. */
  channelBlocks: ChannelBlock[]
  canWrite: boolean
  clashId: string | null
  /** Rooms picked for one booking so far (Ctrl/⌘ + selection), drawn on their rows. */
  picks: RoomPick[]
  onSelect: (resourceId: string, first: number, last: number, add: boolean) => void
  onOpen: (reservationId: string) => void
  onDrop: (drag: BarDrag) => Promise<void>
}

function byKey<T>(items: T[], key: (item: T) => string | null) {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    if (k !== null) map.set(k, [...(map.get(k) ?? []), item])
  }
  return map
}

/**
 * Resources grouped by resource group (rows) × days (columns), then the vehicles, scrolling both
 * ways with sticky labels.
 */
export function TimelineGrid(props: Props) {
  const { dates, today, groups, resources, reservations, cars, canWrite, clashId, onOpen, rentalLink } = props
  const { t } = useTranslation()
  const days = dates.length
  const { selection, handlers } = useDaySelection({ days, onSelect: props.onSelect })
  const { drag, barHandlers } = useBarDrag({ days, onDrop: props.onDrop })
  const byResource = byKey(reservations, (r) => r.resourceId)
  const leasesOf = byKey(props.rentals, (r) => r.resourceId)
  const blocksOf = byKey(props.channelBlocks, (b) => b.resourceId)
  const picksOf = byKey(props.picks, (p) => p.resourceId)
  const rentalsOfCar = byKey(props.rentals, (r) => r.carId)
  const sections = groups
    .map((group) => ({ group, rows: resources.filter((r) => r.groupId === group.id) }))
    .filter((section) => section.rows.length > 0)
  return (
    <div className={classes.scroll} data-testid="timeline">
      <div className={classes.grid} style={{ '--days': days } as CSSProperties}>
        <TimelineHeader dates={dates} today={today} />
        {sections.map(({ group, rows }) => (
          <Fragment key={group.id}>
            {sections.length > 1 || cars.length > 0 ? (
              <div className={classes.groupRow}>
                <div className={classes.groupName}>{group.name}</div>
              </div>
            ) : null}
            {rows.map((resource) => (
              <TimelineRow
                key={resource.id}
                resource={resource}
                dates={dates}
                today={today}
                reservations={byResource.get(resource.id) ?? []}
                rentals={leasesOf.get(resource.id) ?? []}
                rentalLink={rentalLink}
                blocks={blocksOf.get(resource.id) ?? []}
                selection={selection}
                picks={picksOf.get(resource.id) ?? []}
                drag={drag}
                clashId={clashId}
                canWrite={canWrite}
                trackHandlers={handlers}
                barHandlers={(reservation, draggable) =>
                  barHandlers(reservation, draggable, () => onOpen(reservation.id))
                }
              />
            ))}
          </Fragment>
        ))}
        {cars.length > 0 ? (
          <>
            <div className={classes.groupRow}>
              <div className={classes.groupName}>{t('timeline.vehicles')}</div>
            </div>
            {cars.map((car) => (
              <TimelineCarRow
                key={car.id}
                car={car}
                dates={dates}
                today={today}
                rentals={rentalsOfCar.get(car.id) ?? []}
                rentalLink={rentalLink}
              />
            ))}
          </>
        ) : null}
      </div>
    </div>
  )
}
