import { expect, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

test.describe('the dashboard on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('shows the demo house today and this month, a tile leads to its list, the period changes', async ({
    page,
  }, testInfo) => {
    await signInAsDemo(page)
    await expect(page.getByRole('heading', { name: 'Přehled', exact: true })).toBeVisible()
    // the demo seed (apps/server/src/seed/) has stays around today, invoices, accounts, orders and a car out
    for (const tile of ['tile-arrivals', 'tile-in-house', 'tile-unpaid', 'tile-bank', 'tile-vehicles']) {
      await expect(page.getByTestId(tile)).toBeVisible()
    }
    await expect(page.getByTestId('occupancy-bar').first()).toBeAttached()
    await expect(page.getByTestId('money-month')).toHaveCount(1)
    await snap(page, testInfo, 'dashboard-desktop')

    await page.getByTestId('tile-overdue').click()
    await expect(page).toHaveURL(/\/demo\/invoices\?period=all&state=issued&payment=OVERDUE/)
    await page.goBack()

    await page.getByTestId('dashboard-period').click()
    await page.getByRole('option', { name: 'Posledních 12 měsíců' }).click()
    await expect(page).toHaveURL(/period=last12/)
    await expect(page.getByTestId('money-month')).toHaveCount(12)
    await snap(page, testInfo, 'dashboard-year')
  })
})

test.describe('the dashboard on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } })

  test('fits a 360 px screen: tiles two by two, charts as wide as the screen', async ({ page }, testInfo) => {
    await signInAsDemo(page)
    await expect(page.getByTestId('tile-arrivals')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    const chart = await page.getByTestId('occupancy-chart').boundingBox()
    expect(chart?.width ?? 0).toBeGreaterThan(250)
    await snap(page, testInfo, 'dashboard-phone')
  })
})
