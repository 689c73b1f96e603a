import {
  type AccommodationStatistics,
  COLLECTIVE_ACCOMMODATION_MIN,
  type CountryRow,
  countryName,
  HOME_COUNTRY,
  type StatisticsQuery,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { daysBetween, firstOfNextMonth, todayIn } from '../../lib/local-date.ts'
import { guestsOfStays } from '../reservations/reservations.service.ts'
import { activeResources } from '../resources/resources.service.ts'
import { tallyMonth } from './month-tally.ts'

type Query = z.output<typeof StatisticsQuery>
type Resource = Awaited<ReturnType<typeof activeResources>>[number]

/** Fixed beds of a room: a double bed sleeps two; a room with no beds described counts its capacity. */
function bedsOf(room: Resource): number {
  const beds = 2 * room.twinBeds + room.singleBeds
  return beds > 0 ? beds : room.capacity
}

/** The house as it is now: rooms and their beds, places for tents and caravans. */
function capacityOf(resources: readonly Resource[]) {
  const rooms = resources.filter((resource) => resource.kind === 'PENSIONROOM')
  return {
    rooms: rooms.length,
    beds: rooms.reduce((sum, room) => sum + bedsOf(room), 0),
    places: resources.filter((resource) => resource.kind === 'MOTORHOME').length,
  }
}

const sum = (rows: readonly { guests: number; nights: number }[]) => ({
  guests: rows.reduce((total, row) => total + row.guests, 0),
  nights: rows.reduce((total, row) => total + row.nights, 0),
})

/**
 * The ČSÚ monthly report (CR 1-12) of a month from the guest register's own rows: the guests of the
 * stays that were checked in, by country of residence, and the capacity of the house.
 */
export async function accommodationStatistics(
  db: Db,
  access: WorkspaceAccess,
  query: Query,
  language: Language,
): Promise<AccommodationStatistics> {
  const from = `${query.month}-01`
  const till = firstOfNextMonth(from)
  const days = daysBetween(from, till)
  if (query.daysOpen !== undefined && query.daysOpen > days)
    throw validation('daysOpen', 'statistics.daysOpenTooMany', { max: days })
  const [rows, resources] = await Promise.all([
    guestsOfStays(db, access.workspace.id, { from, till }),
    activeResources(db, access.workspace.id),
  ])
  const tally = tallyMonth(rows, { from, till })
  const collator = new Intl.Collator(language)
  const countries: CountryRow[] = [...tally.byCountry]
    .flatMap(([country, counts]) =>
      country && country !== HOME_COUNTRY
        ? [{ country, name: countryName(country, language) ?? country, ...counts }]
        : [],
    )
    .sort((a, b) => collator.compare(a.name, b.name))
  const residents = tally.byCountry.get(HOME_COUNTRY) ?? { guests: 0, nights: 0 }
  const unknown = tally.byCountry.get(null) ?? { guests: 0, nights: 0 }
  const capacity = capacityOf(resources)
  return {
    month: query.month,
    monthEnded: todayIn(access.workspace.timeZone) >= till,
    capacity: { ...capacity, daysOpen: query.daysOpen ?? days },
    threshold: {
      reached:
        capacity.rooms >= COLLECTIVE_ACCOMMODATION_MIN.rooms || capacity.beds >= COLLECTIVE_ACCOMMODATION_MIN.beds,
      min: { ...COLLECTIVE_ACCOMMODATION_MIN },
    },
    residents,
    nonResidents: sum(countries),
    countries,
    unknown,
    totals: sum([residents, ...countries, unknown]),
    residenceFrom: tally.residenceFrom,
    staysWithoutGuests: tally.staysWithoutGuests,
    staysNotCheckedIn: tally.staysNotCheckedIn,
  }
}
