import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { addDays, signInAsDemo, snap, staffToken, todayInPrague, vacateRoomToday } from './steps.ts'

// The police report through Ubyport's web service (docs/police.md), against the fake Ubyport the
// e2e server's TEST endpoint points at: the owner sets and tests the account, a German guest checks
// in at reception, the job sends them, and the stay and the police page say they are reported.

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/police')
const ACCOUNT = { username: 'ubyport-ws-test', password: 'Heslo-Ubyport-2027' }
const PHONE = { width: 390, height: 844 }

test.use({ viewport: { width: 1440, height: 900 } })

const german = (firstName: string, documentNumber: string) => ({
  firstName,
  lastName: 'Weber',
  birthDate: '1979-02-11',
  nationality: 'DEU',
  address: 'Lindenstraße 4, 94032 Passau',
  documentType: 'PAS',
  documentNumber,
})

interface Created {
  id: string
  code: string
  resourceId: string
}

async function call(request: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await request.post(`/api/demo/${path}`, { headers: { Authorization: `Bearer ${token}` }, data })
  return (await answer.json()) as { payload: unknown; errorType: string | null }
}

interface Room {
  id: string
  name: string
  kind: string
  groupId: string
  priceCode: string | null
  capacity: number
}

async function demoRooms(request: APIRequestContext, token: string): Promise<Room[]> {
  const headers = { Authorization: `Bearer ${token}` }
  const rooms = (await (await request.get('/api/demo/list-resources', { headers })).json()).payload as Room[]
  return rooms.filter((room) => room.kind === 'PENSIONROOM')
}

/** One more double room, priced as `model`, built today because every room is taken tonight (specs before booked them). */
async function newRoom(request: APIRequestContext, token: string, model: Room): Promise<Room> {
  const built = await call(request, token, 'resources', {
    groupId: model.groupId,
    kind: 'PENSIONROOM',
    name: `Pokoj 3${Date.now().toString().slice(-2)} – Buk`,
    capacity: model.capacity,
    priceCode: model.priceCode,
  })
  expect(built.errorType).toBeNull()
  return built.payload as Room
}

/** A stay from today to the day after tomorrow in `room`, or null when the room is taken. */
async function bookKlaus(request: APIRequestContext, token: string, room: Room) {
  const today = todayInPrague()
  const booked = await call(request, token, 'create-reservation', {
    resourceId: room.id,
    since: today,
    till: addDays(today, 2),
    guests: { ADULT: 1 },
    contact: { name: 'Klaus Weber', phone: '+49 851 555 0101' },
    source: 'PHONE',
  })
  return booked.errorType === null ? (booked.payload as Created) : null
}

/** A stay from today in the first room free tonight, its leaving guests gone and the room cleaned, with a German guest. */
async function germanArrivingToday(request: APIRequestContext, documentNumber: string) {
  const token = await staffToken(request)
  const rooms = await demoRooms(request, token)
  let room: Room | undefined
  let stay: Created | null = null
  for (room of rooms) {
    stay = await bookKlaus(request, token, room)
    if (stay) break
  }
  const model = rooms.find((candidate) => candidate.priceCode)
  if (!stay && model) {
    room = await newRoom(request, token, model)
    stay = await bookKlaus(request, token, room)
  }
  if (!stay || !room) throw new Error('no room free tonight in the demo')
  await vacateRoomToday(request, room.name)
  const cleaned = await request.put(`/api/demo/roomservice-overview/${room.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect((await cleaned.json()).errorType).toBeNull()
  const guests = await call(request, token, `add-guest/${stay.id}`, { guests: [german('Klaus', documentNumber)] })
  expect(guests.errorType).toBeNull()
  return stay
}

/** A picture of one part of the page under e2e/artifacts/police/, to look at. */
async function shoot(part: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await part.scrollIntoViewIfNeeded()
  await part.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' })
}

async function atWidth(page: Page, size: { width: number; height: number }, url: string) {
  await page.setViewportSize(size)
  await page.goto(url)
}

test('a German guest checked in at reception is reported to the police through Ubyport', async ({
  page,
  request,
}, testInfo) => {
  const documentNumber = `C01X${Date.now().toString().slice(-5)}`
  const stay = await germanArrivingToday(request, documentNumber)
  await signInAsDemo(page)

  // the owner sets the web-service account and tests the connection
  await page.goto('/demo/reports/guests?tab=ubyport')
  const account = page.getByTestId('ubyport-account')
  await account.getByLabel('Uživatelské jméno').fill(ACCOUNT.username)
  await account.getByLabel('Heslo').fill(ACCOUNT.password)
  await account.getByRole('button', { name: 'Uložit účet' }).click()
  await expect(page.getByText('Účet webové služby je uložený.')).toBeVisible()
  await account.getByRole('button', { name: 'Vyzkoušet spojení' }).click()
  await expect(page.getByText('Ubyport je dostupný (nejvýše 32 hostů v jednom hlášení).')).toBeVisible()
  await expect(account.getByText(/Naposledy ověřeno/)).toBeVisible()

  // check-in at reception queues the report; the job sends Klaus to the fake police
  await page.getByRole('link', { name: 'Recepce', exact: true }).click()
  const row = page.getByTestId('reception-row').filter({ hasText: stay.code })
  await row.getByRole('button', { name: 'Ubytovat' }).click()
  await expect(row.getByText('Ubytován', { exact: true }).filter({ visible: true })).toBeVisible()

  await page.goto(`/demo/reservations/${stay.id}`)
  await expect(page.getByRole('heading', { name: `Rezervace ${stay.code}` })).toBeVisible()
  const police = page.getByTestId('stay-police')
  await expect(police.getByTestId('stay-police-reported')).toContainText('Nahlášeno policii', { timeout: 30_000 })
  await expect(police).toContainText('Weber Klaus')
  await snap(page, testInfo, 'stay-reported')
  const card = page.locator('section').filter({ has: police })
  await shoot(card, 'stay-1440')

  // the police page lists Klaus as accepted
  await page.goto('/demo/reports/guests?tab=ubyport')
  const reports = page.getByTestId('police-reports')
  const klaus = reports.getByTestId('police-report').filter({ hasText: stay.code })
  await expect(klaus).toContainText('Weber Klaus (DEU)')
  await expect(klaus).toContainText('Převzato')
  await snap(page, testInfo, 'police-reports')
  await shoot(reports, 'reports-1440')

  // on a phone
  await atWidth(page, PHONE, `/demo/reservations/${stay.id}`)
  await expect(police.getByTestId('stay-police-reported')).toContainText('Nahlášeno policii')
  await shoot(card, 'stay-390')
  await atWidth(page, PHONE, '/demo/reports/guests?tab=ubyport')
  await expect(klaus).toContainText('Převzato')
  await shoot(reports, 'reports-390')

  // Anna joins after the check-in with a document number the police refuse (106: too short)
  const token = await staffToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const shown = (await (await request.get(`/api/demo/reservation-detail/${stay.id}`, { headers })).json()).payload as {
    guests: { id: string }[]
  }
  const joined = await call(request, token, `add-guest/${stay.id}`, {
    guests: [{ ...german('Klaus', documentNumber), id: shown.guests[0]?.id }, german('Anna', 'AB1')],
  })
  expect(joined.errorType).toBeNull()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/demo/reservations/${stay.id}`)
  const anna = police.getByTestId('stay-police-guest').filter({ hasText: 'Weber Anna' })
  await expect(anna).toContainText('Odmítnuto: Číslo cestovního dokladu', { timeout: 30_000 })
  await expect(police.getByTestId('stay-police-guest').filter({ hasText: 'Weber Klaus' })).toContainText(
    'Nahlášeno policii',
  )
  await expect(anna.getByRole('button', { name: 'Odeslat znovu' })).toBeVisible()
  await shoot(card, 'stay-refused-1440')
  await atWidth(page, PHONE, `/demo/reservations/${stay.id}`)
  await expect(anna).toContainText('Odmítnuto')
  await shoot(card, 'stay-refused-390')
})
