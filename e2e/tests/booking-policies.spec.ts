import { type APIRequestContext, expect, test } from '@playwright/test'
import { addDays, pickTwoNights, signInAsDemo, snap, staffToken, todayInPrague } from './steps.ts'

// Issue 29's booking policies: a group's cancellation policy read by a stranger on the booking page
// (with who the host is and the privacy notice the consent links to), and the front desk's cancel
// inside the policy's window, which proposes the fee, charges it and drafts its invoice.

const STAMP = Date.now().toString(36).toUpperCase()
let groups = 0

/** A group of its own (free until 14 days before arrival, then 50 %, no-show 100 %) with one room. */
async function policyGroup(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await staffToken(request)}` }
  const post = async (path: string, data: unknown) => {
    const answer = await (await request.post(path, { headers, data })).json()
    if (answer.errorType) throw new Error(`${path}: ${JSON.stringify(answer.messages)}`)
    return answer.payload
  }
  groups += 1
  const name = `Podkroví ${STAMP}${groups}`
  const group = await post('/api/demo/resource-groups', {
    name,
    bookableOnline: true,
    cancellationPolicy: { freeDays: 14, feePercent: 50, noShowPercent: 100 },
  })
  const room = await post('/api/demo/resources', {
    groupId: group.id,
    kind: 'PENSIONROOM',
    name,
    capacity: 2,
    priceCode: 'DBL',
  })
  return { groupId: group.id as string, roomId: room.id as string, post, headers }
}

test.describe('a stranger on the booking page', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('sees who the host is, what cancelling costs and how the data are kept, before booking', async ({
    page,
    request,
  }, testInfo) => {
    const { groupId, roomId } = await policyGroup(request)
    await page.goto(`/book/demo/${groupId}?room=${roomId}`)
    // two months ahead: well before the 14 days the policy charges in
    await expect(page.locator('[data-testid="calendar-day"]').first()).toBeVisible()
    await page.getByRole('button', { name: 'Další měsíc' }).click()
    await page.getByRole('button', { name: 'Další měsíc' }).click()
    await pickTwoNights(page)
    const facts = page.getByTestId('house-facts')
    await expect(facts).toContainText('Penzion U Lípy')
    await expect(facts.getByTestId('house-map')).toHaveAttribute('href', /openstreetmap\.org/)
    await expect(facts).toContainText('Zrušení zdarma do 14 dnů před příjezdem')
    await expect(facts).toContainText('Zdarma zrušíte do')
    await snap(page, testInfo, 'house-facts')

    // the consent's link opens the privacy notice over the form, which keeps what was typed
    await page.getByLabel('Jméno a příjmení').fill('Petra Dvořáková')
    await page.getByTestId('privacy-link').click()
    await expect(page.getByTestId('booking-consent')).not.toBeChecked()
    const notice = page.getByTestId('privacy-notice')
    await expect(notice.getByTestId('privacy-controller')).toContainText('Penzion U Lípy')
    await expect(notice).toContainText('326/1999 Sb.')
    await snap(page, testInfo, 'privacy-notice')
    await page.keyboard.press('Escape')
    await expect(notice).toBeHidden()
    await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Petra Dvořáková')
  })
})

test('the front desk cancels inside the window: the fee is proposed, charged and invoiced', async ({
  page,
  request,
}, testInfo) => {
  const { roomId, post, headers } = await policyGroup(request)
  // arrival in 6 days, 2 nights of the demo's double room: 50 % of the accommodation, the local fee left out
  const since = addDays(todayInPrague(), 6)
  const stay = await post('/api/demo/create-reservation', {
    resourceId: roomId,
    since,
    till: addDays(since, 2),
    guests: { ADULT: 2 },
    contact: { name: 'Karel Pozdní', email: '', phone: '' },
  })
  const fee = (stay.price.total - stay.price.localFeeTotal) / 2 / 100
  const amount = new Intl.NumberFormat('cs-CZ').format(fee).replace(/\s/g, '\\s')
  await signInAsDemo(page)
  await page.goto(`/demo/reservations/${stay.id}`)
  await expect(page.getByRole('heading', { name: `Rezervace ${stay.code}` })).toBeVisible()
  await page.getByRole('button', { name: 'Zrušit rezervaci' }).click()
  await page.getByRole('dialog', { name: 'Zrušit rezervaci' }).getByRole('button', { name: 'Zrušit rezervaci' }).click()
  const asked = page.getByRole('dialog').filter({ hasText: 'Zrušení po lhůtě zdarma' })
  await expect(asked).toContainText('50 %')
  await expect(asked.getByLabel('Storno poplatek')).toHaveValue(new RegExp(amount.replace('\\s', '\\s?')))
  await snap(page, testInfo, 'fee-proposed')
  await asked.getByRole('button', { name: 'Zrušit a účtovat poplatek' }).click()
  await expect(page.getByText(new RegExp(`Storno poplatek ${amount},00\\sKč je na účtu pobytu`))).toBeVisible()
  await expect(page.getByText('Zrušená', { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('stay-documents')).toContainText('Faktura koncept')
  await snap(page, testInfo, 'canceled-with-fee')

  // the fee's draft goes again: the demo's own draft stays the only one other specs meet
  const documents = await (await request.get(`/api/demo/reservation-documents/${stay.id}`, { headers })).json()
  for (const document of documents.payload)
    expect((await request.delete(`/api/demo/delete-invoice/${document.id}`, { headers })).ok()).toBe(true)
})
