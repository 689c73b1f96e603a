import { expect, test } from '@playwright/test'
import { snap } from './steps.ts'

test('a new owner signs up, names themselves, creates a company from ARES and switches to English', async ({
  page,
}, testInfo) => {
  const email = `majitel-${Date.now()}@example.com`
  await page.goto('/sign-up')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Heslo', { exact: true }).fill('velmi tajne heslo')
  await snap(page, testInfo, 'sign-up')
  await page.getByRole('button', { name: 'Zaregistrovat se' }).click()

  await expect(page.getByLabel('Celé jméno')).toBeVisible()
  await page.getByLabel('Celé jméno').fill('Alena Horáková')
  await snap(page, testInfo, 'identity')
  await page.getByRole('button', { name: 'Pokračovat' }).click()

  await expect(page.getByLabel('IČO')).toBeVisible()
  await page.getByLabel('IČO').fill('01569651')
  await page.getByRole('button', { name: 'Načíst z ARES' }).click()
  await expect(page.getByLabel('Název firmy')).toHaveValue('Superfaktura.cz, s.r.o.')
  await expect(page.getByLabel('Ulice a číslo')).toHaveValue('Šámalova 2904/21')
  await expect(page.getByLabel('Obec')).toHaveValue('Brno')
  await expect(page.getByLabel('PSČ')).toHaveValue('615 00')
  await page.getByLabel('Adresa v Innkeep (slug)').fill(`superfaktura-${Date.now().toString(36)}`)
  await snap(page, testInfo, 'workspace-from-ares')
  await page.getByRole('button', { name: 'Vytvořit firmu' }).click()

  await expect(page.getByTestId('workspace-name')).toHaveText('Superfaktura.cz, s.r.o.')
  await snap(page, testInfo, 'shell-cs')

  await page.getByLabel('Jazyk / Language').click()
  await page
    .getByRole('option', { name: 'English' })
    .or(page.getByRole('menuitem', { name: 'English' }))
    .click()
  await expect(page.getByRole('link', { name: 'Settings' }).or(page.getByText('Settings')).first()).toBeVisible()
  await snap(page, testInfo, 'shell-en')
  await page.reload()
  await expect(page.getByText('Settings').first()).toBeVisible()
})

test('a failing call shows the sticky error toast with the method and the address', async ({ page }, testInfo) => {
  await page.clock.install()
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill('demo@example.com')
  await page.getByLabel('Heslo', { exact: true }).fill('demo-password-e2e')
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion U Lípy s.r.o.')

  await page.route('**/api/demo/change-company', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"payload":null,"messages":[],"errorType":null}',
    }),
  )
  await page.goto('/demo/settings/company')
  await page.getByLabel('Telefon').fill('+420 777 000 111')
  await page.getByRole('button', { name: 'Uložit' }).click()
  const toast = page.getByRole('alert').filter({ hasText: 'PUT' })
  await expect(toast).toContainText('/api/demo/change-company')
  await expect(toast).toContainText('Request failed with status code 500')
  await snap(page, testInfo, 'error-toast')
  // the installed clock also flows with real time, so a slow machine has already spent seconds of the
  // 15 s: still there after 10 s more, gone 6 s later
  await page.clock.runFor(10_000)
  await expect(toast).toBeVisible()
  await page.clock.runFor(6_000)
  await expect(toast).toBeHidden()
})
