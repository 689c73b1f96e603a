import { type APIRequestContext, expect, test } from '@playwright/test'
import { addDays, signInAsDemo, snap, staffToken, todayInPrague } from './steps.ts'

// Issue 29's payment for guests from abroad: the demo house has a euro account, the server keeps ČNB's
// rate of the day (here the fake ČNB's recorded 24,635 Kč/€), and a German guest's page offers the
// stay's crowns in euros by the European (EPC/SEPA) QR code beside the Czech one.

const STAMP = Date.now().toString(36).toUpperCase()
const RATE = 24.635

/** The server asks ČNB a minute after it starts, then every three hours: wait until it holds the rate. */
async function cnbRateKept(request: APIRequestContext, headers: Record<string, string>) {
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/demo/accommodation-settings', { headers })).json()).payload.cnbEurRate?.rate,
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(RATE)
}

test.describe('a guest paying from a euro account', () => {
  test.use({ locale: 'de-DE', viewport: { width: 390, height: 844 } })

  test('sees the amount in euros at ČNB’s rate with the SEPA QR code, in German', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const headers = { Authorization: `Bearer ${await staffToken(request)}` }
    const post = async (path: string, data: unknown) => {
      const answer = await (await request.post(path, { headers, data })).json()
      if (answer.errorType) throw new Error(`${path}: ${JSON.stringify(answer.messages)}`)
      return answer.payload
    }
    await cnbRateKept(request, headers)

    const group = await post('/api/demo/resource-groups', { name: `Dachzimmer ${STAMP}`, bookableOnline: true })
    const room = await post('/api/demo/resources', {
      groupId: group.id,
      kind: 'PENSIONROOM',
      name: `Dachzimmer ${STAMP}`,
      capacity: 2,
      priceCode: 'DBL',
    })
    const since = addDays(todayInPrague(), 40)
    const stay = await post('/api/demo/create-reservation', {
      resourceId: room.id,
      since,
      till: addDays(since, 2),
      guests: { ADULT: 2 },
      contact: { name: 'Anna Müller', email: `anna.${STAMP.toLowerCase()}@example.de`, phone: '' },
    })
    const owed = stay.account.balance as number
    expect(owed).toBeGreaterThan(0)
    // crowns ÷ 24,635, rounded up to the cent (contract euroCentsOf)
    const cents = Math.ceil((owed * 1000) / (RATE * 1000))
    const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)

    await page.goto(`/guest/${stay.guestInfoToken}`)
    await expect(page.getByTestId('payment-qr-epc')).toBeVisible()
    await expect(page.getByTestId('payment-qr-czech')).toBeVisible()
    await expect(page.getByTestId('payment-euro-amount')).toHaveText(euros)
    await expect(page.getByTestId('payment-euro-rate')).toContainText(
      'Kurs der Tschechischen Nationalbank 24,635 CZK/€',
    )
    await expect(page.getByTestId('payment-euro-iban')).toHaveValue('CZ24 2010 0000 0024 0123 4560')
    await page.getByTestId('payment-qr-epc').scrollIntoViewIfNeeded()
    await snap(page, testInfo, 'german-guest-pays-in-euros-390')
    await page.setViewportSize({ width: 1440, height: 900 })
    await snap(page, testInfo, 'german-guest-pays-in-euros-1440')
  })
})

test('the owner sets the euro account’s rate, or leaves ČNB’s', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  await cnbRateKept(request, { Authorization: `Bearer ${await staffToken(request)}` })
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInAsDemo(page)
  await page.goto('/demo/pricelist')
  const rate = page.getByLabel('Kurz pro platby v eurech (Kč za 1 €)')
  await expect(rate).toBeEnabled()
  await expect(page.getByText(/denní kurz ČNB \(dnes 24,635 Kč\/€/)).toBeVisible()
  await rate.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'euro-rate-setting')
})
