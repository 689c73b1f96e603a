import {
  type PublicBooking,
  saveAccommodationSettings,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from './api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './factories.ts'

export interface House {
  owner: TestPerson
  slug: string
  groupId: string
  rooms: { id: string; name: string }[]
}

/** A guest house with two priced double rooms (1 000 Kč a night, fee 20 Kč per adult and night). */
export async function buildHouse(app: FastifyInstance): Promise<House> {
  const owner = await signUpPerson(app)
  const slug = await createWorkspace(app, owner)
  const as = { token: owner.token, params: { slugs: slug } }
  await ok(app, savePricelistItem, {
    ...as,
    body: { code: 'DBL', name: 'Dvoulůžko', unit: 'PER_NIGHT', price: 1_000_00 },
  })
  await ok(app, saveAccommodationSettings, {
    ...as,
    body: {
      version: 0,
      localFee: { rates: { ADULT: 20_00, CHILD: 0, ZTP: 0, OVER60: 20_00, WORK: 20_00 }, maxNights: 60 },
    },
  })
  const group = await ok(app, saveResourceGroup, { ...as, body: { name: 'Pokoje' } })
  const rooms = []
  for (const name of ['Pokoj 1', 'Pokoj 2']) {
    const room = await ok(app, saveResource, {
      ...as,
      body: { groupId: group.id, kind: 'PENSIONROOM', name, capacity: 3, priceCode: 'DBL' },
    })
    rooms.push({ id: room.id, name: room.name })
  }
  return { owner, slug, groupId: group.id, rooms }
}

let bookingYear = 2031

/**
 * A guest's public booking of the house's first room for two adults, 10–12 August of a year no
 * earlier booking of this test file used, so every call books free nights.
 */
export function publicBookingOf(house: House, overrides: Partial<PublicBooking> = {}): PublicBooking {
  bookingYear += 1
  return {
    resourceId: house.rooms[0]?.id ?? '',
    since: `${bookingYear}-08-10`,
    till: `${bookingYear}-08-12`,
    guests: { ADULT: 2 },
    contact: { name: 'Greta Lindqvist', email: 'greta@example.se', phone: '+46 70 123 45 67' },
    consent: true,
    language: 'en',
    ...overrides,
  }
}
