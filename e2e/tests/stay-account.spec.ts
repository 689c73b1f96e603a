import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { writeGpc } from '../../apps/server/src/modules/bank/gpc-writer.ts'
import { addDays, signInAsDemo, signInAsWaiter, snap, staffToken, todayInPrague, vacateRoomToday } from './steps.ts'

// Issue 24, one stay's money from booking to the day's close: a guest books with breakfast on the web,
// pays the deposit (the bank item arrives in a GPC statement), the booking is confirmed, a dinner
// goes to the room from the waiter tool, reception sees the account and checks the guests out with
// the balance shown, the invoice deducts the deposit, the day's close lists the payments.
test.use({ viewport: { width: 1440, height: 900 } })

// the demo's FIO account (apps/server/src/seed/demo-bank.ts) and its waiter (seed/demo-identities.ts)
const DEMO_ACCOUNT = '2001234561/2010'

/** `3 136,00 Kč`, as the app writes money. */
const czk = (minor: number) =>
  new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' }).format(minor / 100)

type Call = (method: string, path: string, data?: unknown) => Promise<never>

async function staffApi(request: APIRequestContext): Promise<Call> {
  const headers = { Authorization: `Bearer ${await staffToken(request)}`, 'Accept-Language': 'cs' }
  return async (method, path, data) => {
    const answer = await request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) })
    const body = await answer.json()
    expect(body.errorType, `${method} ${path}: ${JSON.stringify(body.messages)}`).toBeNull()
    return body.payload as never
  }
}

interface Booked {
  code: string
  guestInfoToken: string
  /** The rooms' names, joined. */
  resourceName: string
  rooms: { code: string; resourceName: string }[]
  total: number
}

/**
 * Two rooms free tonight whatever the specs before booked or checked in: the owner adds two new
 * double rooms to the group, priced as its first room (the house had just built them).
 */
async function twoNewRooms(call: Call, groupId: string) {
  const rooms: { groupId: string; kind: string; priceCode: string | null; capacity: number }[] = await call(
    'GET',
    '/api/demo/list-resources',
  )
  const model = rooms.find((room) => room.groupId === groupId && room.kind === 'PENSIONROOM' && room.priceCode)
  if (!model) throw new Error('the demo group "Pokoje" has no priced double room')
  for (const name of ['Pokoj 301 – Dub', 'Pokoj 302 – Olše'])
    await call('POST', '/api/demo/resources', {
      groupId,
      kind: 'PENSIONROOM',
      name,
      capacity: Math.max(2, model.capacity),
      priceCode: model.priceCode,
    })
}

/**
 * A family books two rooms for tonight with breakfast on the demo's booking page (group "Pokoje"),
 * the way a guest does: dates, the first room, "Přidat další pokoj", its room, breakfast, the contact.
 */
async function bookTwoRoomsWithBreakfast(page: Page, call: Call): Promise<Booked> {
  const groups: { id: string; name: string; bookableOnline: boolean }[] = await call(
    'GET',
    '/api/demo/list-resource-groups',
  )
  const group = groups.find((g) => g.name === 'Pokoje' && g.bookableOnline)
  if (!group) throw new Error('the demo has no bookable group "Pokoje"')
  await twoNewRooms(call, group.id)
  const today = todayInPrague()
  const answered = page.waitForResponse((r) => r.url().includes('/public-api/create-reservation'))
  await page.goto(`/book/demo/${group.id}`)
  await page.locator(`[data-date="${today}"]`).click()
  const departure = page.locator(`[data-date="${addDays(today, 1)}"]`)
  if ((await departure.count()) === 0) await page.getByRole('button', { name: 'Další měsíc' }).click()
  await departure.click()
  await page.getByTestId('room-offer').first().click()
  await page.getByTestId('add-room').click()
  const second = page.getByTestId('further-room')
  await second.getByTestId('room-offer').first().click()
  await page.getByRole('checkbox', { name: 'Snídaně' }).check()
  await expect(page.getByTestId('price-total')).toContainText('Kč')
  await page.getByLabel('Jméno a příjmení').fill('Ingrid Larsson')
  await page.getByLabel('E-mail').fill('ingrid.larsson@example.se')
  await page.getByLabel('Telefon').fill('+46 70 123 4567')
  await page.getByTestId('booking-consent').check()
  await page.getByRole('button', { name: 'Odeslat rezervaci' }).click()
  await expect(page.getByTestId('booking-confirmation')).toBeVisible()
  const booked = (await (await answered).json()).payload as Booked
  expect(booked.rooms).toHaveLength(2)
  for (const room of booked.rooms) await expect(page.getByTestId('booking-confirmation')).toContainText(room.code)
  return booked
}

test("a web booking's money, from its deposit to the day's close", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000)
  const call = await staffApi(request)
  const settings: { publicBooking: object } = await call('GET', '/api/demo/accommodation-settings')
  await call('PUT', '/api/demo/accommodation-settings', {
    ...settings,
    publicBooking: { ...settings.publicBooking, autoConfirm: false, depositPercent: 30, confirmOnDeposit: true },
  })

  // the family books two rooms with breakfast; the guest page (one link for both rooms) asks for the deposit by QR
  const booked = await bookTwoRoomsWithBreakfast(page, call)
  await snap(page, testInfo, 'booked-two-rooms')
  const guestPage = await (await request.get(`/public-api/${booked.guestInfoToken}/guest-info`)).json()
  const info = guestPage.payload as {
    stay: { status: string; extras: { name: string; quantity: number }[]; balance: number }
    party: { code: string }[]
    payment: { amount: number; variableSymbol: string }
  }
  expect(info.stay.status).toBe('REQUESTED')
  // breakfast for the two adults of each room, one night
  expect(info.stay.extras).toEqual([
    expect.objectContaining({ name: 'Snídaně', quantity: 2 }),
    expect.objectContaining({ name: 'Snídaně', quantity: 2 }),
  ])
  expect(info.party.map((room) => room.code)).toEqual([booked.rooms[1]?.code])
  expect(info.stay.balance).toBe(booked.total)
  const deposit = info.payment

  // the deposit arrives in the bank's GPC statement
  const accounts: { id: string; accountNumber: string | null; balance: number }[] = await call(
    'GET',
    '/api/demo/list-bank-accounts',
  )
  const fio = accounts.find((account) => account.accountNumber === DEMO_ACCOUNT)
  if (!fio) throw new Error('the demo has no FIO account')
  const today = todayInPrague()
  const statement = writeGpc({
    accountNumber: DEMO_ACCOUNT,
    currency: 'CZK',
    openingBalance: fio.balance,
    closingBalance: fio.balance + deposit.amount,
    from: today,
    till: today,
    statementNumber: 77,
    movements: [
      {
        externalId: '26119990077',
        bookedOn: today,
        amount: deposit.amount,
        currency: 'CZK',
        counterpartyAccount: '19-2000145399/0800',
        counterpartyName: 'Ingrid Larsson',
        variableSymbol: deposit.variableSymbol,
        constantSymbol: null,
        specificSymbol: null,
        message: 'zaloha',
        kind: 'INCOME',
      },
    ],
  })
  const imported: { autoLinked: number } = await call('PUT', `/api/demo/bank-account/${fio.id}/statement`, {
    fileName: 'vypis-77.gpc',
    content: statement.toString('base64'),
  })
  expect(imported.autoLinked).toBe(1)

  // reception: both rooms are confirmed, their one account holds the breakfast and the deposit
  const idOf = async (code: string) => {
    const found: { items: { id: string; code: string }[] } = await call('GET', `/api/demo/reservations?q=${code}`)
    return found.items.find((item) => item.code === code)?.id ?? ''
  }
  const id = await idOf(booked.code)
  const secondId = await idOf(booked.rooms[1]?.code ?? '')
  const reservationUrl = `/demo/reservations/${id}`
  await signInAsDemo(page)
  await page.goto(reservationUrl)
  await expect(page.getByRole('heading', { name: `Rezervace ${booked.code}` })).toBeVisible()
  const account = page.getByTestId('stay-account')
  await expect(page.getByText('Potvrzená', { exact: true }).first()).toBeVisible()
  await expect(account.getByText('Snídaně').first()).toBeVisible()
  await expect(account.getByText('Převodem')).toBeVisible()
  // the booking's rooms, each its own reservation
  await expect(page.getByText(booked.rooms[1]?.code ?? '-', { exact: true })).toBeVisible()
  await snap(page, testInfo, 'account-after-deposit')

  // the family arrives (each room's guests of last night leave first)
  const firstRoom = booked.rooms[0]?.resourceName ?? ''
  for (const [room, stayId] of [
    [firstRoom, id],
    [booked.rooms[1]?.resourceName ?? '', secondId],
  ]) {
    await vacateRoomToday(request, room ?? '')
    await call('PUT', `/api/demo/reception-overview/mark-checkin-done/${stayId}`, { confirm: ['ROOM_NOT_CLEAN'] })
  }

  // dinner goes to the room from the waiter tool
  const waiter = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })
  const phone = await waiter.newPage()
  await signInAsWaiter(phone)
  await phone.goto('/waiter')
  await phone.getByRole('link', { name: 'Stůl 6: volný' }).click()
  await phone.getByLabel('Hledat v lístku').fill('svíčková')
  await phone.getByRole('button', { name: /^Přidat Svíčková/ }).click()
  await phone.getByRole('button', { name: /^Přidat Svíčková/ }).click()
  await phone.getByRole('link', { name: 'Zaplatit' }).click()
  await phone.getByText('Na pokoj', { exact: true }).click()
  await phone.getByRole('radio').filter({ hasText: firstRoom }).click()
  await phone.getByRole('button', { name: /^Připsat na pokoj/ }).click()
  await expect(phone.getByText(`Na pokoj: ${firstRoom} – Ingrid Larsson`)).toBeVisible()
  await snap(phone, testInfo, 'receipt-on-room')
  await waiter.close()

  // reception sees the dinner on the account; the first room leaves without a word of money, the
  // party's last room is checked out with the balance shown
  await page.goto(reservationUrl)
  await expect(account.getByText('Svíčková', { exact: false }).first()).toBeVisible()
  await page.getByRole('button', { name: 'Odhlásit' }).first().click()
  await expect(page.getByText('Odhlášen', { exact: true }).first()).toBeVisible()
  await page.goto(`/demo/reservations/${secondId}`)
  await page.getByRole('button', { name: 'Odhlásit' }).first().click()
  const owed = page.getByRole('dialog')
  await expect(owed).toContainText('Kč')
  await snap(page, testInfo, 'checkout-owed')
  await owed.getByText('Kartou').click()
  await owed.getByRole('button', { name: 'Zaplatili teď – odhlásit' }).click()
  await expect(page.getByText('Odhlášen', { exact: true }).first()).toBeVisible()
  await expect(account.getByText('Kartou')).toBeVisible()

  // one invoice: the deposit is deducted
  await page.getByRole('button', { name: 'Vystavit fakturu' }).click()
  await expect(page).toHaveURL(/\/invoices\//)
  // both rooms with breakfast, two dinners (2 × 259 Kč), less the deposit paid through the bank
  await expect(page.getByText(czk(booked.total + 2 * 259_00 - deposit.amount)).first()).toBeVisible()
  await snap(page, testInfo, 'invoice-deducts-deposit')

  // the day's close lists the deposit and the card payment of the stay
  await page.goto('/demo/reports/daily-close')
  await expect(page.getByRole('heading', { name: 'Uzávěrka dne' })).toBeVisible()
  await expect(page.getByText(new RegExp(booked.code)).first()).toBeVisible()
  await snap(page, testInfo, 'daily-close')
})
