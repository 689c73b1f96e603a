import '@mantine/dates/styles.css'
import type { ComponentProps } from 'react'
import { LocalizedDates } from '../../app/localized-dates.tsx'
import { GuestsForm } from './guests-form.tsx'

/** The companions' form with the birth-date picker in the guest's language: loaded after the stay shows. */
export function GuestsFormPart(props: ComponentProps<typeof GuestsForm>) {
  return (
    <LocalizedDates>
      <GuestsForm {...props} />
    </LocalizedDates>
  )
}
