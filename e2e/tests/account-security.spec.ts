import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { mailCount, nextMailText, snap } from './steps.ts'
import { totpCode } from './totp.ts'

// Issue 28: a forgotten password, the authenticator app and a passkey, as a person does them.

const PASSWORD = 'heslo-pro-e2e-ucet'

/** A new person with a company of their own (sign-up, name, workspace), as onboarding leaves them. */
async function newOwner(request: APIRequestContext, name: string) {
  const email = `${name}-${Date.now().toString(36)}@example.com`
  const signUp = await request.post('/auth/sign-up', { data: { email, password: PASSWORD } })
  const token = ((await signUp.json()).payload as { idToken: string }).idToken
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'cs' }
  await request.put('/api/identity/create', { headers, data: { fullName: 'Jana Zabezpečená' } })
  const slug = `e2e-${name}-${Date.now().toString(36)}`
  const workspace = await request.put('/api/add-workspace', { headers, data: { name: 'Penzion Na Kopci', slug } })
  expect((await workspace.json()).errorType).toBeNull()
  return { email, slug }
}

async function signInWithPassword(page: Page, email: string, password = PASSWORD) {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
}

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: /Uživatelský účet/ }).click()
  await page.getByRole('menuitem', { name: 'Zabezpečení účtu' }).click()
  await expect(page.getByRole('heading', { name: 'Zabezpečení účtu', level: 1 })).toBeVisible()
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Uživatelský účet/ }).click()
  await page.getByRole('menuitem', { name: 'Odhlásit se' }).click()
  await expect(page).toHaveURL(/sign-in/)
}

test('a forgotten password: the e-mailed link sets a new one and signs in', async ({ page, request }, testInfo) => {
  const { email } = await newOwner(request, 'zapomnela')
  const seen = await mailCount(request, email)
  await page.goto('/sign-in')
  await page.getByRole('link', { name: 'Zapomenuté heslo?' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Poslat odkaz' }).click()
  await expect(page.getByText('Pokud k této adrese existuje účet, poslali jsme na ni odkaz')).toBeVisible()
  await snap(page, testInfo, 'odkaz-poslan')

  const text = await nextMailText(request, email, seen)
  expect(text).toContain('Odkaz platí 30 minut')
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password#token=[\w-]+/.exec(text)?.[0] ?? ''
  expect(link).not.toBe('')
  await page.goto(link)
  await page.getByLabel('Nové heslo', { exact: true }).fill('uplne-nove-heslo-2026')
  await page.getByLabel('Nové heslo znovu').fill('uplne-nove-heslo-2026')
  await snap(page, testInfo, 'nove-heslo')
  await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion Na Kopci')

  // the old password is gone, the link works once
  const old = await request.post('/auth/sign-in', { data: { email, password: PASSWORD } })
  expect((await old.json()).errorType).toBe('VALIDATION')
  await page.goto(link)
  await page.getByLabel('Nové heslo', { exact: true }).fill('jeste-jine-heslo-2026')
  await page.getByLabel('Nové heslo znovu').fill('jeste-jine-heslo-2026')
  await page.getByRole('button', { name: 'Nastavit heslo a přihlásit se' }).click()
  await expect(page.getByText('Odkaz pro nastavení hesla už neplatí')).toBeVisible()
})

test('the authenticator app: turned on with a code, then asked after the password', async ({
  page,
  request,
}, testInfo) => {
  const { email } = await newOwner(request, 'aplikace')
  await signInWithPassword(page, email)
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion Na Kopci')
  await openSecurity(page)
  await page.getByRole('button', { name: 'Zapnout' }).click()
  await expect(page.getByRole('img', { name: 'QR kód pro aplikaci pro ověřování' })).toBeVisible()
  await snap(page, testInfo, 'qr-kod')
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? ''
  const enrolledAt = Date.now()
  await page.getByLabel('Kód z aplikace').fill(totpCode(secret, 0, enrolledAt))
  await page.getByRole('button', { name: 'Potvrdit a zapnout' }).click()
  const codes = page.getByTestId('recovery-codes')
  await expect(codes).toBeVisible()
  await expect(codes.getByText(/^[a-z0-9]{5}-[a-z0-9]{5}$/)).toHaveCount(10)
  await snap(page, testInfo, 'zachranne-kody')
  await page.getByRole('button', { name: 'Uložil(a) jsem si je' }).click()
  await expect(page.getByText('Zapnuto')).toBeVisible()

  await page.goto('/')
  await signOut(page)
  await signInWithPassword(page, email)
  await expect(page.getByRole('heading', { name: 'Ověření ve dvou krocích' })).toBeVisible()
  await snap(page, testInfo, 'druhy-krok')
  // the code of the next 30 seconds: the one used to turn it on counts as spent
  await page.getByLabel('Kód z aplikace').fill(totpCode(secret, 1, enrolledAt))
  await page.getByRole('button', { name: 'Ověřit' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion Na Kopci')
})

test('a passkey from Chromium’s virtual authenticator signs in without the password', async ({
  browser,
  request,
}, testInfo) => {
  const { email } = await newOwner(request, 'klic')
  // passkeys belong to a host name (WEBAUTHN_ORIGIN in playwright.config.ts), not to 127.0.0.1
  const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3210)}`
  const context = await browser.newContext({ baseURL: origin })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })

  await signInWithPassword(page, email)
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion Na Kopci')
  await openSecurity(page)
  await page.getByRole('button', { name: 'Přidat přístupový klíč' }).click()
  const dialog = page.getByRole('dialog', { name: 'Přidat přístupový klíč' })
  await dialog.getByLabel('Název klíče').fill('Notebook na recepci')
  await dialog.getByRole('button', { name: 'Vytvořit klíč' }).click()
  await expect(page.getByText('Přístupový klíč Notebook na recepci je přidán.')).toBeVisible()
  await expect(page.getByText('Notebook na recepci', { exact: true })).toBeVisible()
  await snap(page, testInfo, 'pristupovy-klic')

  await page.goto('/')
  await signOut(page)
  await page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion Na Kopci')
  await context.close()
})
