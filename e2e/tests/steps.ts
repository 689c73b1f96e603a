import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test'
import { mailText, type ReceivedMail } from '../../tools/fakes/mail-text.ts'

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
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page.getByTestId('workspace-name')).toHaveText('Penzion U Lípy s.r.o.')
}

/** The demo owner's token for the staff API, to set up or look up what a test needs. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/auth/sign-in', {
    data: { email: 'demo@example.com', password: 'demo-password-e2e' },
  })
  expect(signIn.ok()).toBe(true)
  return ((await signIn.json()).payload as { idToken: string }).idToken
}

/** A local date (`2027-03-14`) moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Today in the demo house's time zone, as a local date. */
export const todayInPrague = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())

/** On the public booking page: two free nights in the shown month with a room free for both; tap the arrival, then the departure. */
export async function pickTwoNights(page: Page): Promise<void> {
  const free = await page
    .locator('[data-testid="calendar-day"][data-state="free"]:not([disabled])')
    .evaluateAll((days) => days.map((d) => d.getAttribute('data-date') ?? ''))
  const since = free.find(
    (d, i) => i >= 5 && free.includes(addDays(d, 1)) && d.slice(0, 8) === addDays(d, 2).slice(0, 8),
  )
  if (!since) throw new Error('no two free nights in the month')
  await page.locator(`[data-date="${since}"]`).click()
  await expect(page.getByTestId('booking-range')).toContainText('odjezdu')
  await page.locator(`[data-date="${addDays(since, 2)}"]`).click()
  await expect(page.getByTestId('booking-range')).toContainText('2 noci')
}

/**
 * The morning at reception: whoever is still checked in to the room and leaves today has gone (checked
 * out through the API, the stay's money confirmed as owed) and the room is cleaned, so a new arrival
 * can check in. Rooms with nobody leaving are left as they are.
 */
export async function vacateRoomToday(request: APIRequestContext, roomName: string): Promise<void> {
  const token = await staffToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const today = todayInPrague()
  const answer = await request.get(`/api/demo/reception-overview?effectiveDate=${today}`, { headers })
  const overview = (await answer.json()).payload as {
    departures: { id: string; resourceId: string; resourceName: string; status: string }[]
  }
  for (const leaving of overview.departures) {
    if (leaving.resourceName !== roomName || leaving.status !== 'CHECKED_IN') continue
    const out = await request.put(`/api/demo/reception-overview/mark-checkout-done/${leaving.id}`, {
      headers,
      data: { confirm: ['MONEY_OWED'] },
    })
    expect((await out.json()).errorType).toBeNull()
    const cleaned = await request.put(`/api/demo/roomservice-overview/${leaving.resourceId}`, { headers })
    expect((await cleaned.json()).errorType).toBeNull()
  }
}

/** Signs in as the demo's waiter (apps/server/src/seed/demo-identities.ts); the page is left where sign-in leads. */
export async function signInAsWaiter(page: Page): Promise<void> {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill('cisnik@example.com')
  await page.getByLabel('Heslo', { exact: true }).fill('demo-password-e2e')
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click()
  await expect(page).not.toHaveURL(/sign-in/)
}

/** A free table of the grid of the waiter tool (the last one: waiter.spec.ts takes the first ones), opened; its name. */
export async function openFreeTable(page: Page): Promise<string> {
  await page.goto('/waiter')
  const free = page.getByRole('link', { name: /^Stůl .+: volný$/ }).last()
  const label = (await free.getAttribute('aria-label')) ?? (await free.textContent()) ?? ''
  const name = /Stůl (.+): volný/.exec(label)?.[1] ?? ''
  await free.click()
  await expect(page.getByRole('heading', { name: `Stůl ${name}` })).toBeVisible()
  return name
}

// the fake SMTP server's inbox (playwright.config.ts starts it beside the product)
const INBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}/messages`

/** How many mails the fake SMTP server has received for that address so far. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  const messages = (await (await request.get(INBOX_URL)).json()) as ReceivedMail[]
  return messages.filter((m) => m.to.includes(to)).length
}

/** The text of the mail to that address after the first `seen` ones, waiting for it to arrive. */
export async function nextMailText(request: APIRequestContext, to: string, seen: number): Promise<string> {
  let text = ''
  await expect
    .poll(async () => {
      const messages = (await (await request.get(INBOX_URL)).json()) as ReceivedMail[]
      const mail = messages.filter((m) => m.to.includes(to))[seen]
      text = mail ? mailText(mail) : ''
      return text.length > 0
    })
    .toBe(true)
  return text
}
