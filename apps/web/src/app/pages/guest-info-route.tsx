import { GuestInfoPage } from '../../features/guest/guest-info-page.tsx'

/**
 * `/guest/:token`: the guest's page of a stay. The birth-date picker's locale (DatesProvider, dayjs)
 * comes with the companions' form, which loads after the stay shows (features/guest/guests-form-part.tsx).
 */
export function GuestInfoRoute() {
  return <GuestInfoPage />
}
