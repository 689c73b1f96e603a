import { expect, test } from '@playwright/test'
import { openFreeTable, signInAsWaiter, snap } from './steps.ts'

// Issue 27: the busiest evening. The waiter adds a Svíčková "bez cibule" and pancakes for later; the
// kitchen's tablet (the demo's station "Kuchyně": soups, mains, desserts) shows the ticket with the
// note and bumps it, and the waiter's table screen shows the line done; the later course goes to the
// kitchen only when the waiter calls it.

test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true })

test('a note goes on the kitchen’s ticket, the bump shows at the table, the later course waits for the waiter', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  await signInAsWaiter(page)
  const table = await openFreeTable(page)

  // Svíčková "bez cibule", from the note dialog beside the menu button
  await page.getByLabel('Hledat v lístku').fill('svíčková')
  await page.getByRole('button', { name: /^S poznámkou nebo na později: Svíčková/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'bez cibule' }).click()
  await expect(dialog.getByRole('button', { name: 'bez cibule' })).toHaveAttribute('aria-pressed', 'true')
  await snap(page, testInfo, 'waiter-note-dialog')
  await dialog.getByRole('button', { name: 'Přidat', exact: true }).click()
  await expect(dialog).toBeHidden()
  const svickova = page.getByTestId('order-item').filter({ hasText: 'Svíčková' })
  await expect(svickova.getByTestId('item-note')).toHaveText('bez cibule')
  await expect(svickova.getByTestId('item-kitchen')).toHaveText('Připravuje se')

  // pancakes for later, on a phone-sized screen: held, and the button to call the course appears
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByLabel('Hledat v lístku').fill('palačinky')
  await page.getByRole('button', { name: /^S poznámkou nebo na později: Palačinky/ }).click()
  await dialog.getByText('Později', { exact: true }).click()
  await dialog.getByRole('button', { name: 'O kus více' }).click()
  await expect(dialog.getByTestId('note-count')).toHaveText('2')
  await snap(page, testInfo, 'phone-later-dialog')
  await dialog.getByRole('button', { name: 'Přidat', exact: true }).click()
  await expect(dialog).toBeHidden()
  const pancakes = page.getByTestId('order-item').filter({ hasText: 'Palačinky' })
  await expect(pancakes.getByTestId('item-later')).toHaveText('Později')
  await expect(pancakes.getByTestId('item-count')).toHaveText('2')
  const release = page.getByRole('button', { name: 'Podávat další chod' })
  await expect(release).toBeVisible()
  await snap(page, testInfo, 'phone-order')
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.getByLabel('Hledat v lístku').fill('')
  await snap(page, testInfo, 'waiter-order-sent')

  // the kitchen's tablet, landscape, signed in as a waiter device and turned into the station screen
  const kitchen = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport: { width: 1280, height: 800 },
    hasTouch: true,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  })
  const tablet = await kitchen.newPage()
  await signInAsWaiter(tablet)
  await tablet.goto('/waiter')
  await tablet.getByRole('button', { name: 'Kuchyně a bar' }).click()
  await tablet.getByRole('menuitem', { name: /^Kuchyně/ }).click()
  await expect(tablet.getByRole('heading', { name: 'Kuchyně', exact: true })).toBeVisible()
  const tickets = tablet.getByTestId('station-ticket').filter({ hasText: `Stůl ${table}` })
  // the newest is last (oldest first); an earlier evening may have left one of this table
  const ticket = tickets.filter({ hasText: 'bez cibule' }).last()
  await expect(ticket).toContainText('1× Svíčková na smetaně, houskový knedlík 150 g – bez cibule')
  // the pancakes are held: no ticket of them until the waiter calls the course
  await expect(tickets.filter({ hasText: 'Palačinky' })).toHaveCount(0)
  await snap(tablet, testInfo, 'kitchen-ticket')

  await ticket.getByRole('button', { name: 'Hotovo' }).click()
  await expect(tickets.filter({ hasText: 'bez cibule' })).toHaveCount(0)
  await expect(
    tablet
      .getByTestId('station-done')
      .filter({ hasText: `Stůl ${table}` })
      .first(),
  ).toContainText('bez cibule')

  // the waiter's table screen (read every 10 s) shows the line done
  await expect(svickova.getByTestId('item-kitchen')).toHaveText('Hotovo', { timeout: 20_000 })
  await snap(page, testInfo, 'waiter-done')

  // the waiter calls the next course: the pancakes go to the kitchen
  await release.click()
  await expect(page.getByText('Další chod je odeslaný k přípravě.')).toBeVisible()
  await expect(pancakes.getByTestId('item-kitchen')).toHaveText('Připravuje se')
  await expect(release).toBeHidden()
  const later = tickets.filter({ hasText: 'Palačinky' }).last()
  await expect(later).toContainText('2× Palačinky s tvarohem 2 ks', { timeout: 15_000 })
  await expect(later).toContainText('další chod')
  await snap(tablet, testInfo, 'kitchen-next-course')
  await later.getByRole('button', { name: 'Hotovo' }).click()
  await expect(tickets.filter({ hasText: 'Palačinky' })).toHaveCount(0)
  await expect(pancakes.getByTestId('item-kitchen')).toHaveText('Hotovo', { timeout: 20_000 })
  await kitchen.close()

  // the table is free again for the other specs: nothing was paid, the order is deleted
  await page.getByRole('button', { name: 'Smazat objednávku' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Smazat', exact: true }).click()
  await expect(page.getByText(`Objednávka stolu ${table} je smazaná.`)).toBeVisible()
})
