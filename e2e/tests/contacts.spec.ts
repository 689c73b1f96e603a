import { expect, test } from '@playwright/test'
import { signInAsDemo, snap } from './steps.ts'

// the fake ARES knows this company (tools/fakes/fixtures/ares/ares-ok.json)
const ICO = '01569651'
const COMPANY = 'Superfaktura.cz, s.r.o.'

test.use({ viewport: { width: 1280, height: 800 } })

test('a contact from ARES: created with its bank account, edited, found by search and by account', async ({
  page,
}, testInfo) => {
  await signInAsDemo(page)
  await page.getByRole('link', { name: 'Kontakty', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Kontakty' })).toBeVisible()
  await expect(page.getByTestId('contact-row').first()).toBeVisible()
  await snap(page, testInfo, 'contacts-list')

  await page.getByRole('button', { name: /Nový kontakt/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Nový kontakt' })
  await dialog.getByLabel('IČO').fill(ICO)
  await dialog.getByRole('button', { name: 'Načíst z ARES' }).click()
  await expect(dialog.getByLabel('Název / jméno')).toHaveValue(COMPANY)
  await expect(dialog.getByLabel('DIČ')).toHaveValue('CZ01569651')
  await expect(dialog.getByLabel('Ulice a číslo')).toHaveValue('Šámalova 2904/21')
  await expect(dialog.getByLabel('Obec')).toHaveValue('Brno')
  await expect(dialog.getByLabel('PSČ')).toHaveValue('615 00')
  await dialog.getByLabel('Číslo účtu').fill('19-2000145399/0800')
  await expect(dialog.getByTestId('iban-preview')).toHaveText('IBAN z čísla účtu: CZ65 0800 0000 1920 0014 5399')
  await snap(page, testInfo, 'contact-editor-from-ares')
  await dialog.getByRole('button', { name: 'Uložit' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByTestId('contact-row').filter({ hasText: COMPANY })
  await expect(row).toContainText(ICO)
  await expect(row).toContainText('19-2000145399/0800')

  await row.getByRole('button', { name: COMPANY }).click()
  const editor = page.getByRole('dialog', { name: 'Upravit kontakt' })
  await expect(editor.getByLabel('Název / jméno')).toHaveValue(COMPANY)
  await editor.getByLabel('E-mail').fill('fakturace@superfaktura.example')
  await editor.getByLabel('Telefon').fill('+420 541 000 111')
  await snap(page, testInfo, 'contact-editor-edit')
  await editor.getByRole('button', { name: 'Uložit' }).click()
  await expect(editor).toBeHidden()
  await expect(row).toContainText('+420 541 000 111')
  await expect(row).toContainText('fakturace@superfaktura.example')

  const search = page.getByRole('searchbox', { name: 'Hledat v kontaktech' })
  await search.fill('superfak')
  await expect(page.getByTestId('contact-row')).toHaveCount(1)
  await expect(page.getByTestId('contact-row')).toContainText(COMPANY)
  await expect(page).toHaveURL(/[?&]q=superfak/)
  await snap(page, testInfo, 'contacts-search')
  await search.fill(ICO.slice(0, 6))
  await expect(page.getByTestId('contact-row')).toHaveCount(1)
  await search.fill('nikdo-takovy')
  await expect(page.getByText('Pro „nikdo-takovy“ jsme nic nenašli')).toBeVisible()

  await search.fill('')
  // the cleared search reaches the address once typing rests; a filter tapped in the same instant
  // could be written over it (react-router's functional setSearchParams reads one location for both)
  await expect(page).not.toHaveURL(/[?&]q=/)
  await page.getByText('S bankovním účtem').click()
  await expect(page.getByTestId('contact-row').filter({ hasText: COMPANY })).toBeVisible()
  // a demo supplier without an account is not among those one can pay
  await expect(page.getByTestId('contact-row').filter({ hasText: 'Pivovar Pod Horou a.s.' })).toHaveCount(0)
  await snap(page, testInfo, 'contacts-with-account')

  await page.keyboard.press('n')
  const duplicate = page.getByRole('dialog', { name: 'Nový kontakt' })
  await duplicate.getByLabel('IČO').fill(ICO)
  await duplicate.getByLabel('Název / jméno').fill('Superfaktura podruhé')
  await duplicate.getByRole('button', { name: 'Uložit' }).click()
  await expect(duplicate.getByText(`Kontakt s IČO ${ICO} už existuje: „${COMPANY}“.`)).toBeVisible()
  await snap(page, testInfo, 'contact-duplicate-ico')
})
