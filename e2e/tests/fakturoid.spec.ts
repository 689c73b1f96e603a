import { expect, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// The demo workspace has a Fakturoid connection (apps/server/src/seed/demo-fakturoid.ts); the server
// talks to the local fake Fakturoid (tools/fakes/fakturoid.ts, started by playwright.config.ts).
test.use({ viewport: { width: 1280, height: 800 } })
// the sync runs as a job on the server: give a loaded machine time
test.setTimeout(120_000)

test('an invoice issued, sent to Fakturoid from its page, and SYNCED there and in the settings list', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Faktury', exact: true }).click()
  // the demo's draft (apps/server/src/seed/demo-invoices.ts): a draft is not a document for Fakturoid yet
  await page.getByRole('link', { name: 'Koncept', exact: true }).click()
  await expect(page.getByTestId('invoice-title')).toHaveText('Faktura – koncept')
  await expect(page.getByTestId('fakturoid-state')).toHaveCount(0)

  await page.getByRole('button', { name: 'Vystavit' }).click()
  await page
    .getByRole('dialog', { name: 'Vystavit fakturu?' })
    .getByRole('button', { name: 'Vystavit a přidělit číslo' })
    .click()
  await expect(page.getByTestId('invoice-title')).toHaveText(/^Faktura \d{9}$/)
  const number = (await page.getByTestId('invoice-title').textContent())?.replace('Faktura ', '') ?? ''
  const badge = page.getByTestId('fakturoid-state')
  await expect(badge).toHaveText('Fakturoid: Neodesláno')
  await snap(page, testInfo, 'invoice-not-sent')

  await page.getByRole('button', { name: 'Odeslat do Fakturoidu' }).click()
  await expect(page.getByText('Synchronizace začala. Dokladů k odeslání: 1.')).toBeVisible()
  await expect(badge).toHaveText('Fakturoid: Synchronizováno')
  await expect(page.getByRole('button', { name: 'Odeslat do Fakturoidu' })).toHaveCount(0)
  await snap(page, testInfo, 'invoice-synced')

  await page.getByRole('link', { name: 'Fakturoid', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Fakturoid', exact: true })).toBeVisible()
  await expect(page.getByTestId('fakturoid-connected')).toHaveText('Připojeno')
  const invoices = page.getByTestId('fakturoid-INVOICE')
  const row = invoices.getByTestId('fakturoid-row').filter({ hasText: number })
  await expect(row.getByTestId('fakturoid-state')).toHaveText('Synchronizováno')
  await expect(row.getByRole('link', { name: `Otevřít doklad ${number} ve Fakturoidu` })).toBeVisible()
  await expect(invoices.getByTestId('fakturoid-run')).toHaveAttribute('data-state', 'DONE')
  await expect(invoices.getByTestId('fakturoid-run')).toContainText('odesláno 1, beze změny 0, odmítnuto 0')
  // the demo's week-old sync left a refused invoice with Fakturoid's reason
  await expect(invoices.getByTestId('fakturoid-error').first()).toContainText('Fakturoid doklad nepřijal – Číslo:')
  await snap(page, testInfo, 'fakturoid-settings')

  await page.getByRole('button', { name: 'Otestovat připojení' }).click()
  await expect(page.getByText('Fakturoid odpověděl: účet Účet penzion-u-lipy je dostupný.')).toBeVisible()
})
