import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './steps.ts'

/**
 * Issue 10's accessibility budget: axe-core (WCAG 2.1 A and AA rules) on every main screen, with the
 * demo workspace's data in it, finds no serious or critical violation. Each screen is checked once
 * it has shown its content; the findings are attached to the report.
 */
const STAFF_SCREENS: [string, string][] = [
  ['přehled', '/demo'],
  ['recepce', '/demo/reception'],
  ['kalendář obsazenosti', '/demo/timeline'],
  ['úklid', '/demo/housekeeping'],
  ['ceník', '/demo/pricelist'],
  ['kontakty', '/demo/contacts'],
  ['faktury', '/demo/invoices'],
  ['nová faktura', '/demo/invoices/new'],
  ['přijaté faktury', '/demo/expenses'],
  ['banka', '/demo/bank'],
  ['bankovní pohyby', '/demo/bank/items'],
  ['vozidla', '/demo/vehicles'],
  ['smlouvy', '/demo/contracts'],
  ['restaurace – menu', '/demo/restaurant/menu'],
  ['galerie', '/demo/gallery'],
  ['obsazenost', '/demo/reports/occupancy'],
  ['uzávěrka dne', '/demo/reports/daily-close'],
  ['nastavení firmy', '/demo/settings/company'],
  ['ubytovací jednotky', '/demo/settings/resources'],
  ['upozornění', '/demo/notifications'],
  ['osobní údaje hostů', '/demo/settings/privacy'],
  ['kanály (iCal)', '/demo/settings/channels'],
]

async function seriousViolations(page: Page, name: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  await test.info().attach(`axe ${name}`, {
    body: JSON.stringify(
      serious.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) })),
      null,
      2,
    ),
    contentType: 'application/json',
  })
  return serious.map(
    (v) =>
      `${name}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/** Waits until the screen has drawn its content: a heading, and no loader left. */
async function settled(page: Page) {
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
}

test('every main staff screen: no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(180_000)
  await signInAsDemo(page)
  const found: string[] = []
  for (const [name, url] of STAFF_SCREENS) {
    await page.goto(url)
    await settled(page)
    found.push(...(await seriousViolations(page, name)))
  }
  expect(found).toEqual([])
})

test('the public booking page, the sign-in page: no serious or critical axe violation', async ({ page }) => {
  const found: string[] = []
  await page.goto('/sign-in')
  await settled(page)
  found.push(...(await seriousViolations(page, 'přihlášení')))
  await page.goto('/book/demo')
  await settled(page)
  found.push(...(await seriousViolations(page, 'rezervace – začátek')))
  await page.getByRole('link').filter({ hasText: 'Pokoje' }).first().click()
  await settled(page)
  found.push(...(await seriousViolations(page, 'rezervace – kalendář')))
  expect(found).toEqual([])
})
