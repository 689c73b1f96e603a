import type { TimelineCar, TimelineRental } from '@innkeep/contract'
import { isWeekend } from '../../lib/local-date.ts'
import { RentalBar } from './rental-bar.tsx'
import classes from './timeline.module.css'
import { placeBar, rentalStay } from './timeline-math.ts'

interface Props {
  car: TimelineCar
  dates: string[]
  today: string
  rentals: TimelineRental[]
  rentalLink: (rental: TimelineRental) => string | null
}

/** One vehicle: its name and plate, the day cells and its rental contracts (no stays, no selection). */
export function TimelineCarRow({ car, dates, today, rentals, rentalLink }: Props) {
  const from = dates[0] ?? today
  const days = dates.length
  const name = car.plate ? `${car.name} · ${car.plate}` : car.name
  return (
    <div className={classes.row} data-car-id={car.id} data-testid="timeline-car-row">
      <div className={classes.name} title={name} data-inactive={!car.active || undefined}>
        <div className={classes.carName}>
          <span className={classes.label}>{car.name}</span>
          {car.plate ? <span className={classes.plate}>{car.plate}</span> : null}
        </div>
      </div>
      <div className={classes.track}>
        {dates.map((date, index) => (
          <div
            key={date}
            className={classes.cell}
            data-date={date}
            data-weekend={isWeekend(date) || undefined}
            data-today={date === today || undefined}
            data-month-start={(index > 0 && date.endsWith('-01')) || undefined}
          />
        ))}
        {rentals.map((rental) => {
          const place = placeBar(rentalStay(rental, from, days), from, days)
          return place ? <RentalBar key={rental.id} rental={rental} place={place} to={rentalLink(rental)} /> : null
        })}
      </div>
    </div>
  )
}
