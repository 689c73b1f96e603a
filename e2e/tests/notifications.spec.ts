import { expect, type Page, test } from '@playwright/test'
import { pickTwoNights, signInAsDemo, snap } from './steps.ts'

// Issue 9: a guest books on the house's public page; the owner learns of it from the bell in the
// header, follows it to the reservation, and the bell has nothing unread after that.

/** A guest books a room for two nights `monthsAhead` months from now on the demo house's booking page. */
async function bookOnThePublicPage(page: Page, guest: { name: string; email: string }, monthsAhead: number) {
  await page.goto('/book/demo')
  const cards = page.getByTestId('group-card')
  await expect(cards.first().or(page.getByTestId('calendar-day').first())).toBeVisible()
  if ((await cards.count()) > 0) await cards.filter({ hasText: 'Pokoje' }).click()
  await expect(page.getByTestId('calendar-day').first()).toBeVisible()
  for (let i = 0; i < monthsAhead; i++) await page.getByRole('button', { name: 'Další měsíc' }).click()
  await expect(page.locator('[data-testid="calendar-day"][data-state="free"]').first()).toBeVisible()
  await pickTwoNights(page)
  await page.getByTestId('room-offer').first().click()
  await expect(page.getByTestId('price-total')).toContainText('Kč')
  await page.getByLabel('Jméno a příjmení').fill(guest.name)
  await page.getByLabel('E-mail').fill(guest.email)
  await page.getByLabel('Telefon').fill('+420 777 000 111')
  await page.getByTestId('booking-consent').check()
  await page.getByRole('button', { name: 'Odeslat rezervaci' }).click()
  await expect(page.getByTestId('booking-confirmation')).toBeVisible()
}

test.describe('notifications on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the owner sees a booking from the website under the bell and opens its reservation', async ({
    page,
  }, testInfo) => {
    const guest = { name: 'Marie Zvonková', email: 'marie.zvonkova@example.com' }
    await bookOnThePublicPage(page, guest, 2)

    await signInAsDemo(page)
    const count = page.getByTestId('notification-count')
    await expect(count).toHaveText(/^([1-9]\d?|99\+)$/)
    await snap(page, testInfo, 'bell-unread')

    await page.getByTestId('notification-bell').click()
    const popover = page.getByTestId('notification-popover')
    const booking = popover
      .getByTestId('notification-item')
      .filter({ hasText: `Nová rezervace z webu: ${guest.name}` })
      .first()
    await expect(booking).toBeVisible()
    await expect(booking).toHaveAttribute('data-unread', 'true')
    // opening the list marked it read: the badge is gone while the new ones stay highlighted
    await expect(count).toHaveCount(0)
    await snap(page, testInfo, 'bell-open')

    await booking.click()
    await expect(page).toHaveURL(/\/demo\/reservations\/[0-9a-f-]{36}$/)
    await expect(popover).toBeHidden()
    await expect(page.getByText(guest.name).first()).toBeVisible()
    await snap(page, testInfo, 'reservation')

    // the server keeps it read: after a reload the bell has nothing unread
    const listed = page.waitForResponse((r) => r.url().includes('/api/demo/notifications?') && r.ok())
    await page.reload()
    await listed
    await expect(page.getByTestId('notification-bell')).toBeVisible()
    await expect(count).toHaveCount(0)

    await page.getByTestId('notification-bell').click()
    await popover.getByRole('link', { name: 'Zobrazit vše' }).click()
    await expect(page).toHaveURL(/\/demo\/notifications$/)
    await expect(page.getByRole('heading', { name: 'Upozornění', exact: true })).toBeVisible()
    await expect(page.getByText(`Nová rezervace z webu: ${guest.name}`).first()).toBeVisible()
    await expect(page.getByText('E-mailem na demo@example.com')).toBeVisible()
    await snap(page, testInfo, 'notifications-page')
  })
})

test.describe('notifications on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the bell and its list fit a 390 px screen', async ({ page }, testInfo) => {
    const guest = { name: 'Petr Zvonek', email: 'petr.zvonek@example.com' }
    await bookOnThePublicPage(page, guest, 4)

    await signInAsDemo(page)
    await expect(page.getByTestId('notification-count')).toBeVisible()
    await page.getByTestId('notification-bell').click()
    const popover = page.getByTestId('notification-popover')
    await expect(popover.getByText(`Nová rezervace z webu: ${guest.name}`)).toBeVisible()
    const box = await popover.boundingBox()
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await snap(page, testInfo, 'bell-open-phone')
  })
})

test('the service worker is served as JavaScript from the root, not as the app page', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  expect(await response.text()).toContain("addEventListener('push'")
})
