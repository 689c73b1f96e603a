import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { addDays, pickTwoNights, snap, staffToken, todayInPrague } from './steps.ts'

// A guest on a phone, never signed in: books a room on the public page, then fills in the companions.
test.use({ viewport: { width: 390, height: 844 } })

// the fake SMTP server's inbox (playwright.config.ts starts it beside the product)
const INBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}/messages`

/** The guest-info link from the confirmation e-mail the product sent to `to`. */
async function linkFromMail(request: APIRequestContext, to: string): Promise<string> {
  const messages = (await (await request.get(INBOX_URL)).json()) as { to: string[]; raw: string }[]
  const mail = messages.reverse().find((m) => m.to.includes(to))
  const link = /https?:\/\/[^\s]+\/guest\/[\w-]+/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')
  if (!link) throw new Error(`no e-mail with a guest link to ${to}`)
  return link[0]
}

/** The id of the demo's "Pokoje" group, asked the staff API for (the public calls list no groups). */
async function roomsGroupId(request: APIRequestContext): Promise<string> {
  const idToken = await staffToken(request)
  const groups = await request.get('/api/demo/list-resource-groups', {
    headers: { Authorization: `Bearer ${idToken}` },
  })
  const list = (await groups.json()).payload as { id: string; name: string; bookableOnline: boolean }[]
  const rooms = list.find((g) => g.name === 'Pokoje' && g.bookableOnline)
  if (!rooms) throw new Error('the demo has no bookable group "Pokoje"')
  return rooms.id
}

const nextDay = (date: string) => addDays(date, 1)

/** Months from this one (in Prague) to the month of `date`: how many times to tap "Další měsíc". */
function monthsAhead(date: string): number {
  const months = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7))
  return months(date) - months(todayInPrague())
}

/** A room of the group offered online, as the public booking page lists it. */
async function bookableRoom(request: APIRequestContext, groupId: string): Promise<{ id: string; name: string }> {
  const list = await request.get(`/public-api/resource-group/demo/${groupId}/list-resources`)
  const resources = (await list.json()).payload.resources as { id: string; name: string; fromPrice: number | null }[]
  const room = resources.find((r) => r.fromPrice !== null && r.name.includes('102'))
  if (!room) throw new Error('the demo group "Pokoje" has no bookable room 102')
  return room
}

/** Books one night of `room` through the public API, trying later nights while the demo has it taken. */
async function takeOneNight(request: APIRequestContext, roomId: string, from: string): Promise<string> {
  for (let night = from, tries = 0; tries < 14; night = nextDay(night), tries++) {
    const booked = await request.post('/public-api/create-reservation', {
      data: {
        resourceId: roomId,
        since: night,
        till: nextDay(night),
        guests: { ADULT: 1 },
        contact: { name: 'Jan Dvořák', email: 'jan.dvorak@example.com', phone: '' },
        consent: true,
      },
    })
    if ((await booked.json()).errorType === null) return night
  }
  throw new Error('no night of the room could be booked')
}

async function fillCompanion(
  page: Page,
  index: number,
  guest: {
    first: string
    last: string
    born: string
    country: string
    countryName: string
    address: string
    document: string
  },
) {
  const card = page.getByTestId(`guest-card-${index}`)
  await card.getByLabel('Jméno', { exact: true }).fill(guest.first)
  await card.getByLabel('Příjmení', { exact: true }).fill(guest.last)
  await card.getByLabel('Datum narození').fill(guest.born)
  await card.getByLabel('Státní příslušnost').fill(guest.country)
  await page.getByRole('option', { name: guest.countryName }).click()
  await card.getByLabel('Adresa bydliště').fill(guest.address)
  await card.getByLabel('Doklad totožnosti').click()
  await page.getByRole('option', { name: guest.document, exact: true }).click()
  await card.getByLabel('Číslo dokladu').fill(`${guest.last.slice(0, 3).toUpperCase()}123456`)
}

test('a guest books a room on the phone and fills in the companions', async ({ page, request }, testInfo) => {
  const groupId = await roomsGroupId(request)

  // the guest starts on the house's booking page: what it offers online
  await page.goto('/book/demo')
  await expect(page.getByTestId('guest-frame-title')).toHaveText('Penzion U Lípy s.r.o.')
  const cards = page.getByTestId('group-card')
  // the house's groups as cards; a house offering one group opens it at once
  await expect(cards.first().or(page.getByTestId('calendar-day').first())).toBeVisible()
  if ((await cards.count()) > 0) {
    await expect(cards.filter({ hasText: 'Pokoje' })).toContainText(/od .+\sKč \/ noc/)
    // the house's photo gallery under the offer; a photo opens large
    const gallery = page.getByTestId('public-gallery')
    await expect(gallery.getByRole('img')).toHaveCount(4)
    await gallery.getByRole('button', { name: /Dvoulůžkový pokoj/ }).click()
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Dvoulůžkový pokoj' })).toBeVisible()
    await snap(page, testInfo, 'gallery-photo')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await snap(page, testInfo, 'start-page')
    await cards.filter({ hasText: 'Pokoje' }).click()
  }
  await expect(page).toHaveURL(new RegExp(`/book/demo/${groupId}`))
  await expect(page.getByTestId('calendar-day').first()).toBeVisible()
  await expect(page.getByTestId('room-offer').first()).toBeVisible()
  await snap(page, testInfo, 'booking-page')

  // about three months ahead
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Další měsíc' }).click()
  await expect(page.locator('[data-testid="calendar-day"][data-state="free"]').first()).toBeVisible()
  await pickTwoNights(page)

  await expect(page.getByTestId('guests-ADULT-count')).toHaveText('2')
  const room = page.getByTestId('room-offer').first()
  // with the dates, the rooms free for the whole stay and its price
  await expect(room).toContainText('2 noci')
  await expect(room.getByTestId('room-offer-price')).toContainText('Kč')
  await snap(page, testInfo, 'dates-picked')
  const roomName = (await room.getByTestId('room-offer-name').textContent()) ?? ''

  // the room's details come from room-detail, in a sheet from the bottom; the room is chosen there
  const detailLoaded = page.waitForResponse((r) => r.url().includes('/public-api/room-detail'))
  await page.getByTestId('room-card').first().getByTestId('room-detail-open').click()
  await detailLoaded
  const detail = page.getByRole('dialog', { name: roomName })
  await expect(detail).toBeVisible()
  await expect(detail.getByTestId('room-detail-facts')).toContainText(/osob/)
  await expect(detail.getByTestId('room-detail-price')).toContainText(/od .+\sKč \/ noc/)
  await snap(page, testInfo, 'room-detail')
  await detail.getByTestId('room-detail-choose').click()
  await expect(detail).toBeHidden()

  await expect(room).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByTestId('chosen-room-name')).toHaveText(roomName)
  await expect(page).toHaveURL(/[?&]room=/)
  await expect(page.getByTestId('stay-price')).toContainText('Poplatek z pobytu')
  await expect(page.getByTestId('price-total')).toContainText('Kč')
  await snap(page, testInfo, 'room-and-price')

  await page.getByLabel('Jméno a příjmení').fill('Kateřina Svobodová')
  await page.getByLabel('E-mail').fill('katerina.svobodova@example.com')
  await page.getByLabel('Telefon').fill('+420 777 123 456')
  await page.getByLabel('Poznámka').fill('Přijedeme kolem 18:00.')
  await page.getByRole('button', { name: 'Odeslat rezervaci' }).click()
  // the consent is required: the form says so on the checkbox
  await expect(page.getByText('Pro odeslání rezervace zaškrtněte souhlas')).toBeVisible()
  await page.getByTestId('booking-consent').check()
  await snap(page, testInfo, 'contact-filled')
  await page.getByRole('button', { name: 'Odeslat rezervaci' }).click()

  const confirmation = page.getByTestId('booking-confirmation')
  await expect(confirmation).toBeVisible()
  await expect(page.getByTestId('booking-code')).toHaveText(/^[A-Z0-9]{4,12}$/)
  await expect(confirmation).toContainText(roomName)
  await expect(confirmation).toContainText('2 dospělí')
  await expect(page.getByTestId('booking-status')).toHaveText(/Čeká na potvrzení|Potvrzeno/)
  const code = (await page.getByTestId('booking-code').textContent()) ?? ''
  await snap(page, testInfo, 'confirmation')

  await expect(page.getByRole('link', { name: 'Vyplnit údaje o hostech' })).toBeVisible()
  // the guest comes back later through the link in the confirmation e-mail
  await page.goto(await linkFromMail(request, 'katerina.svobodova@example.com'))
  await expect(page.getByTestId('stay-code')).toHaveText(code)
  await expect(page.getByTestId('guest-card-1')).toBeVisible()
  await snap(page, testInfo, 'guest-page')

  await fillCompanion(page, 0, {
    first: 'Kateřina',
    last: 'Svobodová',
    born: '12.3.1985',
    country: 'česk',
    countryName: 'Česko',
    address: 'Husova 12, Brno',
    document: 'Občanský průkaz',
  })
  await fillCompanion(page, 1, {
    first: 'Lukas',
    last: 'Bauer',
    born: '1. 7. 1983',
    country: 'germany',
    countryName: 'Německo',
    address: 'Lindenstraße 4, München',
    document: 'Cestovní pas',
  })
  await snap(page, testInfo, 'companions-filled')
  await page.getByTestId('guests-save').click()
  await expect(page.getByTestId('guests-saved')).toHaveText(/Uloženo: 2 hosté/)

  await page.reload()
  const first = page.getByTestId('guest-card-0')
  const second = page.getByTestId('guest-card-1')
  await expect(first.getByLabel('Jméno', { exact: true })).toHaveValue('Kateřina')
  await expect(first.getByLabel('Datum narození')).toHaveValue('12. 3. 1985')
  await expect(first.getByLabel('Státní příslušnost')).toHaveValue('Česko')
  await expect(second.getByLabel('Příjmení', { exact: true })).toHaveValue('Bauer')
  await expect(second.getByLabel('Státní příslušnost')).toHaveValue('Německo')
  await expect(second.getByLabel('Doklad totožnosti')).toHaveValue('Cestovní pas')
  await snap(page, testInfo, 'companions-saved')

  // the host now has the German companion in the police report, without retyping
  const idToken = await staffToken(request)
  const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const till = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10)
  const exported = await request.get(`/api/demo/ubyport-export?from=${since}&till=${till}`, {
    headers: { Authorization: `Bearer ${idToken}` },
  })
  const files = (await exported.json()).payload.files as { contentBase64: string }[]
  const unl = files
    .map((f) => new TextDecoder('windows-1250').decode(Buffer.from(f.contentBase64, 'base64')))
    .join('\n')
  expect(unl).toMatch(/\|BAUER\|LUKAS\|\|01\.07\.1983\|\|\|DEU\|/)
  expect(unl).not.toContain('SVOBODOVÁ|KATEŘINA')
})

test('a link names a room: its own calendar, and no stay across a night it is taken', async ({
  page,
  request,
}, testInfo) => {
  const groupId = await roomsGroupId(request)
  const room = await bookableRoom(request, groupId)
  // somebody books one night of the room about four months ahead, mid-month (the stay around it fits the month)
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())
  const taken = await takeOneNight(request, room.id, `${addDays(today, 125).slice(0, 7)}-10`)

  const detailLoaded = page.waitForResponse((r) => r.url().includes('/public-api/room-detail') && r.ok())
  await page.goto(`/book/demo/${groupId}?room=${room.id}`)
  await detailLoaded
  await expect(page.getByTestId('chosen-room-name')).toHaveText(room.name)
  for (let i = 0; i < monthsAhead(taken); i++) {
    const blocked = page.waitForResponse((r) => r.url().includes('/public-api/get-blocked-days/'))
    await page.getByRole('button', { name: 'Další měsíc' }).click()
    await blocked
  }
  const night = page.locator(`[data-date="${taken}"]`)
  await expect(night).toHaveAttribute('data-state', 'full')
  await expect(night).toBeDisabled()

  // arrival two nights before, departure two nights after: the stay would run through the taken night
  const arrival = addDays(taken, -2)
  await page.locator(`[data-date="${arrival}"]`).click()
  await page.locator(`[data-date="${addDays(taken, 2)}"]`).click()
  await expect(page.getByTestId('booking-range-refused')).toContainText('je obsazená')
  await expect(page.getByTestId('booking-range')).toContainText('odjezdu')
  await snap(page, testInfo, 'range-refused')

  // leaving on the morning of the taken night is fine
  await night.click()
  await expect(page.getByTestId('booking-range-refused')).toBeHidden()
  await expect(page.getByTestId('booking-range')).toContainText('2 noci')
  await expect(page.getByTestId('room-offer').filter({ hasText: room.name })).toHaveAttribute('aria-checked', 'true')
  await snap(page, testInfo, 'room-link-dates')
})
