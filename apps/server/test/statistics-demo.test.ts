import {
  accommodationStatistics,
  guestRegister,
  HOME_COUNTRY,
  type ReservationSearchRow,
  searchReservations,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { workspaces } from '../src/db/schema/index.ts'
import { addMonths, daysBetween, firstOfNextMonth, todayIn } from '../src/lib/local-date.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()

describe('the ČSÚ report of the demo house', () => {
  it('counts, month by month, exactly the guests and nights the guest register lists for the checked-in stays', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage: new LocalFileStorage(config.storageDir) })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
    const at = { token: idToken, params: { slugs: 'demo' } }
    const [demo] = await database.db.select().from(workspaces).where(eq(workspaces.slug, 'demo'))
    const thisMonth = `${todayIn(demo?.timeZone ?? 'Europe/Prague').slice(0, 7)}-01`
    let counted = 0
    // the demo's stays run from twelve days ago to a month ahead: last month, this one and the next
    for (const from of [addMonths(thisMonth, -1), thisMonth, addMonths(thisMonth, 1)]) {
      const till = firstOfNextMonth(from)
      const month = from.slice(0, 7)
      // computed apart from the report: the register's entries, the stays' states from the search
      const { entries } = await ok(app, guestRegister, { ...at, query: { from, till } })
      const came = new Set<string>()
      for (let page = 0; ; page++) {
        const found = await ok(app, searchReservations, {
          ...at,
          query: { from, till, status: 'CHECKED_IN,CHECKED_OUT', page, pageSize: 100 },
        })
        for (const row of found.items as ReservationSearchRow[]) came.add(row.code)
        if ((page + 1) * 100 >= found.total) break
      }
      const counting = entries.filter((entry) => came.has(entry.reservationCode))
      const nightsIn = (entry: { since: string; till: string }) =>
        daysBetween([entry.since, from].sort()[1] ?? from, [entry.till, till].sort()[0] ?? till)
      const expected = (rows: typeof counting) => ({
        guests: rows.filter((entry) => entry.since >= from).length,
        nights: rows.reduce((sum, entry) => sum + nightsIn(entry), 0),
      })

      const report = await ok(app, accommodationStatistics, { ...at, query: { month } })
      expect(report.totals, month).toEqual(expected(counting))
      // the demo's addresses name no country: each guest lives where their nationality says
      expect(report.residenceFrom, month).toMatchObject({ address: 0, unknown: 0 })
      expect(report.residents, month).toEqual(expected(counting.filter((e) => e.nationality === HOME_COUNTRY)))
      for (const row of report.countries)
        expect(row, month).toMatchObject(expected(counting.filter((e) => e.nationality === row.country)))
      expect(report.countries.map((row) => row.country).sort(), month).toEqual(
        [...new Set(counting.map((e) => e.nationality ?? '').filter((n) => n !== HOME_COUNTRY))].sort(),
      )
      // stays the register lists that were never checked in are named, not counted
      const pending = new Set(entries.filter((e) => !came.has(e.reservationCode)).map((e) => e.reservationCode))
      for (const code of pending) expect(report.staysNotCheckedIn, month).toContain(code)
      counted += report.totals.nights
    }
    expect(counted).toBeGreaterThan(0)
  })

  it('shows the demo house over the register’s threshold: six rooms, six places', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage: new LocalFileStorage(config.storageDir) })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
    const report = await ok(app, accommodationStatistics, {
      token: idToken,
      params: { slugs: 'demo' },
      query: { month: '2030-05' },
    })
    // beds: 101 one double, 102 two singles, 103 double + single, 201 double + 3 singles, 202 double, 203 single
    expect(report.capacity).toEqual({ rooms: 6, beds: 15, places: 6, daysOpen: 31 })
    expect(report.threshold.reached).toBe(true)
  })
})
