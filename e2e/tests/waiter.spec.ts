import { expect, type Page, test } from '@playwright/test'
import { signInAsWaiter, snap } from './steps.ts'

// The demo's waiter (apps/server/src/seed/demo-identities.ts) and restaurant (seed/demo-restaurant.ts):
// tables 3 and 4 of the Lokál are free, the menu has Kulajda (79 Kč), Svíčková (259 Kč) and Plzeň 12° 0,5 l (59 Kč).
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

async function openWaiterTool(page: Page) {
  await signInAsWaiter(page)
  await page.goto('/waiter')
}

async function add(page: Page, search: string, name: RegExp, times: number) {
  await page.getByRole('searchbox', { name: 'Hledat v lístku' }).or(page.getByLabel('Hledat v lístku')).fill(search)
  const button = page.getByRole('button', { name })
  for (let i = 0; i < times; i++) await button.click()
}

test('a waiter on a phone takes an order, moves two items, splits the bill and closes the table', async ({
  page,
}, testInfo) => {
  await openWaiterTool(page)
  await expect(page.getByRole('heading', { name: 'Restaurace U Lípy' })).toBeVisible()
  await snap(page, testInfo, 'tables')
  await page.getByRole('link', { name: 'Stůl 3: volný' }).click()
  await expect(page.getByRole('heading', { name: 'Stůl 3' })).toBeVisible()

  await add(page, 'kulajda', /^Přidat Kulajda/, 2)
  await add(page, 'svíčková', /^Přidat Svíčková/, 2)
  await add(page, 'plzeň', /^Přidat Plzeň 12° 0,5 l/, 3)
  // 2 × 79 + 2 × 259 + 3 × 59 = 853 Kč
  await expect(page.getByTestId('order-unpaid')).toHaveText('853,00 Kč')
  await snap(page, testInfo, 'order')

  // the order survives a reload mid-order
  await page.reload()
  await expect(page.getByTestId('order-unpaid')).toHaveText('853,00 Kč')

  // the two soups go with the guests who moved to table 4
  await page.getByRole('link', { name: 'Přesunout' }).click()
  await page.getByRole('button', { name: 'Nic' }).click()
  await page.getByRole('button', { name: /^Více: Kulajda/ }).click()
  await page.getByRole('button', { name: /^Více: Kulajda/ }).click()
  await page.getByRole('button', { name: /^4/ }).click()
  await snap(page, testInfo, 'move')
  await page.getByRole('button', { name: 'Přesunout 2 ks ke stolu 4' }).click()
  await expect(page.getByRole('heading', { name: 'Stůl 3' })).toBeVisible()
  // 853 − 158 = 695 Kč
  await expect(page.getByTestId('order-unpaid')).toHaveText('695,00 Kč')

  // the first guest pays one Svíčková and one beer by card: 318 Kč
  await page.getByRole('link', { name: 'Zaplatit' }).click()
  await page.getByRole('button', { name: 'Nic' }).click()
  await page.getByRole('button', { name: /^Více: Svíčková/ }).click()
  await page.getByRole('button', { name: /^Více: Plzeň/ }).click()
  await page.getByText('Kartou').click()
  await expect(page.getByTestId('to-pay')).toHaveText('318,00 Kč')
  await snap(page, testInfo, 'pay-half')
  await page.getByRole('button', { name: 'Zaplatit 318,00 Kč' }).click()
  await expect(page.getByText('Děkujeme za návštěvu!')).toBeVisible()
  await snap(page, testInfo, 'receipt-card')
  await page.getByRole('link', { name: 'Zpět ke stolu 3' }).click()
  // 695 − 318 = 377 Kč left
  await expect(page.getByTestId('order-unpaid')).toHaveText('377,00 Kč')

  // the rest in cash, 400 Kč received, 23 Kč back
  await page.getByRole('link', { name: 'Zaplatit' }).click()
  await page.getByText('Hotově').click()
  await page.getByLabel('Přijato od hosta').fill('400')
  await expect(page.getByTestId('to-pay')).toHaveText('377,00 Kč')
  await expect(page.getByTestId('change')).toHaveText('23,00 Kč')
  await page.getByRole('button', { name: 'Zaplatit 377,00 Kč' }).click()
  await expect(page.getByText('Děkujeme za návštěvu!')).toBeVisible()
  await snap(page, testInfo, 'receipt-cash')
  // everything is paid: the order is finished and the table free again
  await page.getByRole('link', { name: 'Zpět ke stolům' }).click()
  await expect(page.getByRole('link', { name: 'Stůl 3: volný' })).toBeVisible()
  // the soups wait on table 4
  await expect(page.getByRole('link', { name: 'Stůl 4: 158,00 Kč' })).toBeVisible()
  await snap(page, testInfo, 'tables-after')
})
