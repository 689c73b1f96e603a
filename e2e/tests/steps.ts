import { expect, type Page, type TestInfo } from '@playwright/test'

/** Keeps a named screenshot of each step as a test artifact. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${String(testInfo.attachments.length + 1).padStart(2, '0')}-${name}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}

/** The demo workspace's owner (apps/server/src/seed/demo.ts), with the password the e2e server sets. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill('demo@example.com')
  await page.getByLabel('Heslo', { exact: true }).fill('demo-password-e2e')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion U Lípy s.r.o.')
}
