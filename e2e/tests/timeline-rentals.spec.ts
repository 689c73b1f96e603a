import { expect, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// the demo fleet (apps/server/src/seed/demo-vehicles.ts): Martin Kučera has the Benimar out now,
// Radek Šimek takes the caravan in six days; both fall in the timeline's first view

test.use({ viewport: { width: 1280, height: 800 } })

test('rentals on the booking timeline: the vehicles below the rooms, a contract bar opens the contract', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Obsazenost', exact: true }).click()
  await expect(page.getByTestId('timeline-bar').first()).toBeVisible()
  await expect(page.getByTestId('timeline').getByText('Vozidla', { exact: true })).toBeVisible()
  const benimar = page.getByTestId('timeline-car-row').filter({ hasText: 'Benimar Tessoro 494' })
  await expect(benimar).toHaveCount(1)
  const rental = benimar.getByTestId('timeline-rental')
  await expect(rental).toContainText('Martin Kučera')
  await expect(
    page.getByTestId('timeline-car-row').filter({ hasText: 'Knaus' }).getByTestId('timeline-rental'),
  ).toContainText('Radek Šimek')
  // every room row comes before the first vehicle row
  const order = await page
    .locator('[data-testid="timeline-row"], [data-testid="timeline-car-row"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')))
  expect(order.lastIndexOf('timeline-row')).toBeLessThan(order.indexOf('timeline-car-row'))
  await rental.scrollIntoViewIfNeeded()
  await snap(page, testInfo, 'timeline-with-vehicles')

  const number = ((await rental.textContent()) ?? '').match(/\d{4}-\d{4}/)?.[0] ?? ''
  await rental.click()
  await expect(page).toHaveURL(/\/demo\/contracts\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('contract-title')).toHaveText(`Smlouva ${number}`)
  await snap(page, testInfo, 'contract-from-timeline')
})
