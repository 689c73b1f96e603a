import { accountEndpoints } from './account.ts'
import { activityEndpoints } from './activity.ts'
import { attachmentEndpoints } from './attachments.ts'
import { authEndpoints } from './auth.ts'
import { bankEndpoints } from './bank.ts'
import { bankMatchingEndpoints } from './bank-matching.ts'
import { booksEndpoints } from './books.ts'
import { channelEndpoints } from './channels.ts'
import { companyEndpoints } from './company.ts'
import { contactEndpoints } from './contacts.ts'
import { dailyCloseEndpoints } from './daily-close.ts'
import type { EndpointDef } from './endpoint.ts'
import { expenseEndpoints } from './expenses.ts'
import { exportEndpoints } from './exports.ts'
import { fakturoidEndpoints } from './fakturoid.ts'
import { galleryEndpoints } from './gallery.ts'
import { guestMailEndpoints } from './guest-mails.ts'
import { housekeepingEndpoints } from './housekeeping.ts'
import { identityEndpoints } from './identity.ts'
import { invoicingEndpoints } from './invoicing.ts'
import { labelEndpoints } from './labels.ts'
import { memberEndpoints } from './members.ts'
import { notificationEndpoints } from './notifications.ts'
import { pohodaEndpoints } from './pohoda.ts'
import { policeEndpoints } from './police.ts'
import { pricelistEndpoints } from './pricelist.ts'
import { privacyEndpoints } from './privacy.ts'
import { publicEndpoints } from './public.ts'
import { reservationSearchEndpoints } from './reservation-search.ts'
import { reservationEndpoints } from './reservations.ts'
import { resourceEndpoints } from './resources.ts'
import { restaurantEndpoints } from './restaurant.ts'
import { stationEndpoints } from './stations.ts'
import { statisticsEndpoints } from './statistics.ts'
import { stayAccountEndpoints } from './stay-accounts.ts'
import { syncEndpoints } from './sync.ts'
import { taxFilingEndpoints } from './tax-filings.ts'
import { vehicleEndpoints } from './vehicles.ts'

/** Every call of the product: the spec's 112 plus the additions, one record each. */
export const ROUTE_TABLE: readonly EndpointDef[] = [
  ...authEndpoints,
  ...accountEndpoints,
  ...identityEndpoints,
  ...companyEndpoints,
  ...memberEndpoints,
  ...resourceEndpoints,
  ...pricelistEndpoints,
  ...reservationEndpoints,
  ...guestMailEndpoints,
  ...stayAccountEndpoints,
  ...dailyCloseEndpoints,
  ...reservationSearchEndpoints,
  ...policeEndpoints,
  ...statisticsEndpoints,
  ...housekeepingEndpoints,
  ...publicEndpoints,
  ...contactEndpoints,
  ...invoicingEndpoints,
  ...booksEndpoints,
  ...expenseEndpoints,
  ...exportEndpoints,
  ...pohodaEndpoints,
  ...taxFilingEndpoints,
  ...bankEndpoints,
  ...bankMatchingEndpoints,
  ...restaurantEndpoints,
  ...stationEndpoints,
  ...vehicleEndpoints,
  ...labelEndpoints,
  ...galleryEndpoints,
  ...attachmentEndpoints,
  ...syncEndpoints,
  ...fakturoidEndpoints,
  ...notificationEndpoints,
  ...activityEndpoints,
  ...privacyEndpoints,
  ...channelEndpoints,
]
