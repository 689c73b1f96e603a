import type { TimelineRental } from '@innkeep/contract'
import { VisuallyHidden } from '@mantine/core'
import { IconKey } from '@tabler/icons-react'
import type { CSSProperties, PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './timeline.module.css'
import type { Placement } from './timeline-math.ts'

interface Props {
  rental: TimelineRental
  place: Placement
  /** The contract page of the vehicles area; null for a role that may not open it. */
  to: string | null
}

/** A rental contract on its car's or resource's row: hatched, the contract number and the tenant; opens the contract. */
export function RentalBar({ rental, place, to }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const period = rental.end
    ? format.stay(rental.since, rental.end)
    : t('timeline.rentalOpenEnded', { since: format.date(rental.since) })
  const label = t('timeline.rentalLabel', { number: rental.number, name: rental.contactName, period })
  const look = {
    className: `${classes.bar} ${classes.rental}`,
    style: { '--start': place.start, '--span': place.span } as CSSProperties,
    'data-state': rental.state,
    'data-clipped-start': place.clippedStart || undefined,
    'data-clipped-end': place.clippedEnd || undefined,
    'data-testid': 'timeline-rental',
    title: label,
    // a press on a bar is not the start of a day selection on the row beneath
    onPointerDown: (event: PointerEvent<HTMLElement>) => event.stopPropagation(),
    onPointerUp: (event: PointerEvent<HTMLElement>) => event.stopPropagation(),
  }
  // the whole description is the name read aloud; the short visible text is for the eye
  const content = (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      <IconKey size={12} aria-hidden style={{ flex: 'none' }} />
      <span className={classes.number} aria-hidden>
        {rental.number}
      </span>
      <span className={classes.label} aria-hidden>
        {rental.contactName}
      </span>
    </>
  )
  if (!to)
    return (
      <div role="img" aria-label={label} {...look}>
        <IconKey size={12} aria-hidden style={{ flex: 'none' }} />
        <span className={classes.number}>{rental.number}</span>
        <span className={classes.label}>{rental.contactName}</span>
      </div>
    )
  return (
    <Link to={to} {...look}>
      {content}
    </Link>
  )
}
