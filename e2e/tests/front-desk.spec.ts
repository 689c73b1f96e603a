import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { addDays, signInAsDemo, snap, staffToken, todayInPrague, vacateRoomToday } from './steps.ts'

// Issue 20: the front desk's guards, asked by the server and shown by the web app: an early check-in
// asks, on the arrival day it goes through; a check-out with money owed asks; a booking over a
// portal's nights is refused; a stay that happened cannot be deleted; the staff guest form knows
// Slovakia as SVK. The search for a December booking by a name typed without accents is in
// reservation-search.spec.ts.

const PORTAL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 5}`

test.use({ viewport: { width: 1440, height: 900 } })

interface Created {
  id: string
  code: string
  resourceId: string
  since: string
  till: string
}

interface Api {
  token: string
  request: APIRequestContext
}

async function api(request: APIRequestContext): Promise<Api> {
  return { token: await staffToken(request), request }
}

async function post(a: Api, path: string, data: unknown) {
  const answer = await a.request.post(`/api/demo/${path}`, { headers: { Authorization: `Bearer ${a.token}` }, data })
  return (await answer.json()) as { payload: unknown; errorType: string | null }
}

/** The demo's rooms, in the order the house lists them. */
async function rooms(a: Api) {
  const answer = await a.request.get('/api/demo/list-resources', { headers: { Authorization: `Bearer ${a.token}` } })
  const list = (await answer.json()).payload as { id: string; name: string; kind: string; retired?: boolean }[]
  return list.filter((r) => r.kind === 'PENSIONROOM')
}

/**
 * Books the first room free for [since, till) through the staff API, for `name`; with `clean`, only
 * a room nobody left since it was last cleaned and nobody is still checked in to.
 */
async function bookFreeRoom(a: Api, since: string, till: string, name: string) {
  for (const room of await rooms(a)) {
    const answer = await post(a, 'create-reservation', {
      resourceId: room.id,
      since,
      till,
      guests: { ADULT: 2 },
      contact: { name, phone: '+420 602 555 111' },
      source: 'PHONE',
    })
    if (answer.errorType === null) return { stay: answer.payload as Created, room: room.name }
  }
  throw new Error(`no room free ${since}–${till} in the demo`)
}

async function bookIn(a: Api, resourceId: string, since: string, till: string, name: string) {
  const answer = await post(a, 'create-reservation', {
    resourceId,
    since,
    till,
    guests: { ADULT: 2 },
    contact: { name },
  })
  expect(answer.errorType).toBeNull()
  return answer.payload as Created
}

async function openReservation(page: Page, code: string, id: string) {
  await page.goto(`/demo/reservations/${id}`)
  await expect(page.getByRole('heading', { name: `Rezervace ${code}` })).toBeVisible()
}

test('early check-in asks, on the day it goes through; money owed asks before check-out; a stay that happened is never deleted', async ({
  page,
  request,
}, testInfo) => {
  const a = await api(request)
  const today = todayInPrague()
  // a room whose guests have gone this morning: one stay arrives today, another in 40 days
  const arriving = await freeRoomToday(a, today)
  const early = await bookIn(a, arriving.stay.resourceId, addDays(today, 40), addDays(today, 42), 'Vlasta Předčasná')
  await signInAsDemo(page)

  await openReservation(page, early.code, early.id)
  await page.getByRole('button', { name: 'Ubytovat' }).click()
  const asked = page.getByTestId('front-desk-confirm')
  await expect(asked).toContainText('Příjezd je až')
  await snap(page, testInfo, 'early-arrival-asks')
  await asked.getByRole('button', { name: 'Zpět' }).click()
  await expect(page.getByText('Potvrzená', { exact: true }).first()).toBeVisible()

  // the stay that starts today goes through at once
  await page.getByRole('link', { name: 'Recepce', exact: true }).click()
  const row = page.getByTestId('reception-row').filter({ hasText: arriving.stay.code })
  await row.getByRole('button', { name: 'Ubytovat' }).click()
  await expect(row.getByText('Ubytován', { exact: true }).filter({ visible: true })).toBeVisible()
  await expect(page.getByTestId('front-desk-confirm')).toBeHidden()

  // checked in: it cannot be deleted any more, it can only be taken back today
  await openReservation(page, arriving.stay.code, arriving.stay.id)
  await page.getByRole('button', { name: 'Smazat' }).click()
  await page.getByRole('dialog', { name: 'Smazat rezervaci' }).getByRole('button', { name: 'Smazat natrvalo' }).click()
  await expect(page.getByText('Hosté této rezervace už byli ubytovaní a jsou v knize hostů.')).toBeVisible()
  await expect(page.getByRole('heading', { name: `Rezervace ${arriving.stay.code}` })).toBeVisible()
  await snap(page, testInfo, 'delete-refused')

  // not paid: the check-out asks with the amount, and can take the payment first
  await page.getByRole('button', { name: 'Odhlásit' }).click()
  await expect(asked).toContainText('Hosté ještě dluží')
  await expect(asked).toContainText('Kč')
  await snap(page, testInfo, 'money-owed-asks')
  await asked.getByRole('button', { name: 'Odhlásit bez zaplacení' }).click()
  await expect(page.getByText('Odhlášen', { exact: true }).first()).toBeVisible()
  // a mistake of today is taken back
  await page.getByRole('button', { name: 'Vrátit odhlášení' }).click()
  await page.getByRole('dialog', { name: 'Vrátit odhlášení' }).getByRole('button', { name: 'Vrátit odhlášení' }).click()
  await expect(page.getByText('Ubytován', { exact: true }).first()).toBeVisible()
})

/** A stay from today in a room free tonight, booked through the API; the room's leaving guests have gone. */
async function freeRoomToday(a: Api, today: string) {
  const booked = await bookFreeRoom(a, today, addDays(today, 1), 'Dnešní Příjezd')
  await vacateRoomToday(a.request, booked.room)
  // housekeeping has been through it this morning, whatever the specs before left
  const cleaned = await a.request.put(`/api/demo/roomservice-overview/${booked.stay.resourceId}`, {
    headers: { Authorization: `Bearer ${a.token}` },
  })
  expect((await cleaned.json()).errorType).toBeNull()
  return booked
}

test('a booking over the nights a portal sold is refused, naming the portal', async ({ page, request }, testInfo) => {
  const a = await api(request)
  const today = todayInPrague()
  const [room] = await rooms(a)
  if (!room) throw new Error('the demo has no room')
  // the portal sold nights far ahead, where the demo has no stays
  const since = addDays(today, 70)
  const feedName = `front-desk-${Date.now()}`
  const put = await request.put(`${PORTAL_URL}/feeds/${feedName}.ics`, {
    data: [{ uid: `${feedName}-sold`, since, till: addDays(since, 3) }],
  })
  expect(put.status()).toBe(204)
  const feed = await post(a, 'channel-feeds', {
    resourceId: room.id,
    name: 'Airbnb',
    url: `${PORTAL_URL}/feeds/${feedName}.ics`,
  })
  expect(feed.errorType).toBeNull()
  // the feed is fetched at once, in the background: wait until its event holds the nights
  const blocks = async () => {
    const answer = await request.get(`/api/demo/list-reservations-by-resource/all/${since}/${addDays(since, 3)}`, {
      headers: { Authorization: `Bearer ${a.token}` },
    })
    return ((await answer.json()).payload as { channelBlocks?: { resourceId: string }[] }).channelBlocks ?? []
  }
  await expect.poll(async () => (await blocks()).some((b) => b.resourceId === room.id), { timeout: 20_000 }).toBe(true)

  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Recepce', exact: true }).click()
  await page.getByRole('button', { name: 'Nová rezervace' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nová rezervace' })
  await dialog.getByLabel('Pokoj / místo').click()
  await page.getByRole('option', { name: room.name, exact: true }).click()
  await dialog.getByLabel('Příjezd').fill(czech(addDays(since, 1)))
  await dialog.getByLabel('Příjezd').blur()
  await dialog.getByLabel('Odjezd').fill(czech(addDays(since, 3)))
  await dialog.getByLabel('Odjezd').blur()
  await dialog.getByLabel('Jméno hosta (kontakt)').fill('Ondřej Přebookovaný')
  await dialog.getByRole('button', { name: 'Vytvořit rezervaci' }).click()
  const clash = dialog.getByTestId('clash-notice')
  await expect(clash).toContainText('prodaný nebo zavřený na portálu Airbnb')
  // the owner may knowingly overbook; we do not
  await expect(clash.getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' })).toBeVisible()
  await snap(page, testInfo, 'portal-nights-refused')
})

/** `2027-03-14` as a Czech receptionist types it: `14. 3. 2027`. */
function czech(date: string) {
  const [y, m, d] = date.split('-')
  return `${Number(d)}. ${Number(m)}. ${y}`
}

test('the staff guest form offers Slovakia as SVK, from the ISO list', async ({ page, request }, testInfo) => {
  const a = await api(request)
  const since = addDays(todayInPrague(), 50)
  const { stay } = await bookFreeRoom(a, since, addDays(since, 2), 'Jozef Slovák')
  await signInAsDemo(page)
  await openReservation(page, stay.code, stay.id)
  await page.getByRole('button', { name: 'Přidat hosta' }).click()
  const row = page.getByTestId('guest-row-0')
  await row.getByLabel('Jméno', { exact: true }).fill('Jozef')
  await row.getByLabel('Příjmení').fill('Slovák')
  await row.getByLabel('Datum narození').fill('12.5.1984')
  await row.getByLabel('Státní příslušnost').fill('Slovensko')
  const slovakia = page.getByRole('option', { name: /Slovensko/ })
  await expect(slovakia).toContainText('SVK')
  await snap(page, testInfo, 'slovakia-offered')
  await slovakia.click()
  await row.getByLabel('Adresa bydliště').fill('Hlavná 12, 040 01 Košice')
  await row.getByLabel('Doklad totožnosti').click()
  await page.getByRole('option', { name: 'Cestovní pas', exact: true }).click()
  await row.getByLabel('Číslo dokladu').fill('BA1234567')
  await page.getByRole('button', { name: 'Uložit hosty' }).click()
  await expect(page.getByText('Hosté jsou uložení (1).')).toBeVisible()
  const saved = await a.request.get(`/api/demo/reservation-detail/${stay.id}`, {
    headers: { Authorization: `Bearer ${a.token}` },
  })
  expect(((await saved.json()).payload as { guests: { nationality: string }[] }).guests[0]?.nationality).toBe('SVK')
})
