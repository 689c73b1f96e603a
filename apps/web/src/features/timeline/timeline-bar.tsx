import type { ReservationSummary } from '@innkeep/contract'
import { VisuallyHidden } from '@mantine/core'
import { IconLink, IconUser } from '@tabler/icons-react'
import type { CSSProperties, HTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './timeline.module.css'
import type { Placement } from './timeline-math.ts'

interface Props extends HTMLAttributes<HTMLButtonElement> {
  reservation: ReservationSummary
  place: Placement
  draggable: boolean
  dragging: boolean
  clash: boolean
}

/** A reservation on its row: coloured by state, the contact's name and the number of guests. */
export function TimelineBar({ reservation, place, draggable, dragging, clash, ...handlers }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { balance, currency } = reservation
  const owes =
    balance === 0
      ? ''
      : ` · ${t(balance > 0 ? 'stayAccount.owes' : 'stayAccount.overpaid', { amount: format.money(Math.abs(balance), currency) })}`
  const party = (reservation.partyRooms ?? 1) > 1 ? reservation.partyRooms : undefined
  const label = `${t('timeline.barLabel', {
    code: reservation.code,
    name: reservation.contactName,
    stay: format.stay(reservation.since, reservation.till),
    guests: reservation.guestsTotal,
    status: t(`reservationStatus.${reservation.status}`),
  })}${party ? ` · ${t('timeline.party', { count: party })}` : ''}${owes}`
  return (
    <button
      type="button"
      className={classes.bar}
      style={{ '--start': place.start, '--span': place.span } as CSSProperties}
      data-status={reservation.status}
      data-clipped-start={place.clippedStart || undefined}
      data-clipped-end={place.clippedEnd || undefined}
      data-draggable={draggable || undefined}
      data-dragging={dragging || undefined}
      data-clash={clash || undefined}
      data-testid="timeline-bar"
      title={label}
      {...handlers}
    >
      {/* the name a screen reader reads is the whole description; the short visible text is for the eye */}
      <VisuallyHidden>{label}</VisuallyHidden>
      <span className={classes.label} aria-hidden>
        {reservation.contactName}
      </span>
      {party ? (
        <IconLink size={12} aria-hidden style={{ flex: 'none', marginLeft: 'auto' }} data-testid="bar-party" />
      ) : null}
      <IconUser size={12} aria-hidden style={{ flex: 'none', marginLeft: party ? undefined : 'auto' }} />
      <span aria-hidden>{reservation.guestsTotal}</span>
      {draggable && !place.clippedEnd ? <span className={classes.resize} data-resize aria-hidden /> : null}
    </button>
  )
}
