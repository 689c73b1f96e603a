import { expect, test } from '@playwright/test'
import { writeGpc } from '../../apps/server/src/modules/bank/gpc-writer.ts'
import { signInAsDemo, snap } from './steps.ts'

// the demo's overdue invoice to the travel agency (apps/server/src/seed/demo-invoices.ts) and its
// FIO account (apps/server/src/seed/demo-bank.ts)
const AGENCY = 'Cestovní kancelář Krkonoše s.r.o.'
const DEMO_ACCOUNT = '2001234561/2010'

test.use({ viewport: { width: 1280, height: 800 } })

/** `21 720,00 Kč` → 2172000 */
const minorUnits = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100)

test('a GPC statement uploaded for the bank account pays the overdue invoice it names', async ({ page }, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Faktury', exact: true }).click()
  const row = page.getByTestId('invoice-row').filter({ hasText: AGENCY }).filter({ hasText: '21 720,00' })
  await expect(row).toContainText(/po splatnosti/i)
  await row.getByRole('link').first().click()
  const payment = page.getByTestId('payment-panel')
  const variableSymbol = await payment.getByTestId('payment-vs').inputValue()
  const due = minorUnits((await payment.getByTestId('payment-amount-due').textContent()) ?? '')
  expect(due).toBe(21_720_00)
  await expect(page.getByTestId('payments-remaining')).toHaveText('21 720,00 Kč')
  const invoiceUrl = page.url()

  await page.getByRole('link', { name: 'Bankovní účty', exact: true }).click()
  const card = page.getByRole('article', { name: 'Provozní účet' })
  await expect(card).toBeVisible()
  await snap(page, testInfo, 'bank-accounts')
  // the statement continues from the balance we hold, so it agrees with ours after the import
  const balance = minorUnits((await card.getByTestId('account-balance').textContent()) ?? '')
  const today = new Date().toISOString().slice(0, 10)
  const file = writeGpc({
    accountNumber: DEMO_ACCOUNT,
    currency: 'CZK',
    openingBalance: balance,
    closingBalance: balance + due,
    from: today,
    till: today,
    statementNumber: 42,
    movements: [
      {
        externalId: '26119990001',
        bookedOn: today,
        amount: due,
        currency: 'CZK',
        counterpartyAccount: '19-2000145399/0800',
        counterpartyName: 'CK Krkonose',
        variableSymbol,
        constantSymbol: '0308',
        specificSymbol: null,
        message: null,
        kind: 'INCOME',
      },
    ],
  })

  const chooser = page.waitForEvent('filechooser')
  await card.getByRole('button', { name: 'Nahrát výpis (GPC)' }).click()
  await (await chooser).setFiles({ name: 'vypis-42.gpc', mimeType: 'text/plain', buffer: file })

  const result = page.getByTestId('import-result')
  await expect(result.getByTestId('import-added')).toHaveText('1')
  await expect(result.getByTestId('import-autoLinked')).toHaveText('1')
  await expect(result.getByTestId('import-balance')).toContainText('souhlasí')
  await snap(page, testInfo, 'bank-statement-imported')
  await page.keyboard.press('Escape')

  await page.goto(invoiceUrl)
  await expect(page.getByTestId('payments-paid')).toHaveText('21 720,00 Kč')
  await expect(page.getByTestId('payments-remaining')).toHaveText('0,00 Kč')
  await expect(page.getByText('Zaplaceno').first()).toBeVisible()
  await snap(page, testInfo, 'invoice-paid-by-statement')

  await page.getByRole('link', { name: 'Bankovní účty', exact: true }).click()
  await page.getByRole('link', { name: 'Pohyby na účtu' }).first().click()
  await expect(page.getByText('CK Krkonose')).toBeVisible()
  await snap(page, testInfo, 'bank-items')
})
