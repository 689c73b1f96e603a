import '@mantine/dates/styles.css'
import { GuestInfoPage } from '../../features/guest/guest-info-page.tsx'
import { LocalizedDates } from '../localized-dates.tsx'

/** `/guest/:token`: the guest's page of a stay, with the birth-date picker in the guest's language. */
export function GuestInfoRoute() {
  return (
    <LocalizedDates>
      <GuestInfoPage />
    </LocalizedDates>
  )
}
