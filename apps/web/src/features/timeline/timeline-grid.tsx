import type { ReservationSummary } from '@innkeep/contract'
import { type CSSProperties, Fragment } from 'react'
import classes from './timeline.module.css'
import { TimelineHeader } from './timeline-header.tsx'
import { TimelineRow } from './timeline-row.tsx'
import { type BarDrag, useBarDrag } from './use-bar-drag.ts'
import { useDaySelection } from './use-day-selection.ts'

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
  canWrite: boolean
  clashId: string | null
  onSelect: (resourceId: string, first: number, last: number) => void
  onOpen: (reservationId: string) => void
  onDrop: (drag: BarDrag) => Promise<void>
}

/** Resources grouped by resource group (rows) × days (columns), scrolling both ways with sticky labels. */
export function TimelineGrid(props: Props) {
  const { dates, today, groups, resources, reservations, canWrite, clashId, onOpen } = props
  const days = dates.length
  const { selection, handlers } = useDaySelection({ days, onSelect: props.onSelect })
  const { drag, barHandlers } = useBarDrag({ days, onDrop: props.onDrop })
  const byResource = new Map<string, ReservationSummary[]>()
  for (const r of reservations) byResource.set(r.resourceId, [...(byResource.get(r.resourceId) ?? []), r])
  const sections = groups
    .map((group) => ({ group, rows: resources.filter((r) => r.groupId === group.id) }))
    .filter((section) => section.rows.length > 0)
  return (
    <div className={classes.scroll} data-testid="timeline">
      <div className={classes.grid} style={{ '--days': days } as CSSProperties}>
        <TimelineHeader dates={dates} today={today} />
        {sections.map(({ group, rows }) => (
          <Fragment key={group.id}>
            {sections.length > 1 ? (
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
                selection={selection}
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
      </div>
    </div>
  )
}
