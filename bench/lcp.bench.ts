import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, chromium, type Page } from '@playwright/test'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage.ts'
import { report } from './summary.ts'

/**
 * Issue 10's budget: Largest Contentful Paint ≤ 1.5 s for the public booking page and the reception
 * page on the e2e's phone profile (390 × 844, touch, device scale 3), each a first visit with an
 * empty cache, served by the built product on the embedded database with the demo workspace. The
 * median of five loads is reported; nothing is asserted.
 */
const LOADS = 5
const PASSWORD = 'bench-password-1'
const dist = path.resolve(import.meta.dirname, '../apps/web/dist')
if (!existsSync(path.join(dist, 'index.html'))) {
  console.log(`skipped: no built web app in ${dist} (run npm run build)`)
} else {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-lcp-'))
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', WEB_DIST: dist })
  const database = await openDatabase(config)
  await seedDemo(database.db, { password: PASSWORD, storage: new LocalFileStorage(config.storageDir) })
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }

  // a signed-in session to start the reception's visits with (its storage, not its cache)
  const session = await browser.newContext({ ...phone, baseURL: address, locale: 'cs-CZ' })
  const signIn = await session.newPage()
  await signIn.goto('/sign-in')
  await signIn.getByLabel('E-mail').fill('demo@example.com')
  await signIn.getByLabel('Heslo', { exact: true }).fill(PASSWORD)
  await signIn.getByRole('button', { name: 'Přihlásit se' }).click()
  await signIn.getByTestId('workspace-name').waitFor()
  const storageState = await session.storageState()
  await session.close()

  const rows = []
  for (const [name, url, content] of [
    ['public booking page', '/book/demo', 'Pokoje'],
    ['reception', '/demo/reception', 'Recepce'],
  ] as const) {
    const samples = []
    for (let i = 0; i < LOADS; i++)
      samples.push(await lcpOf(browser, { ...phone, address, storageState }, url, content))
    samples.sort((a, b) => a - b)
    const median = samples[Math.floor(samples.length / 2)] ?? Number.NaN
    rows.push({ page: name, url, medianMs: Math.round(median), samplesMs: samples.map(Math.round).join(' ') })
    report({
      suite: 'lcp',
      figure: `${name} LCP, phone, empty cache (median of ${LOADS})`,
      value: Math.round(median),
      unit: 'ms',
      goal: { max: 1500 },
    })
  }
  console.table(rows)
  await browser.close()
  await app.close()
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
}

/** One first visit in a fresh context (empty cache); the LCP once the page shows `content`. */
async function lcpOf(
  browser: Browser,
  options: {
    address: string
    storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>
  } & object,
  url: string,
  content: string,
) {
  const { address, storageState, ...phone } = options
  const context = await browser.newContext({ ...phone, baseURL: address, locale: 'cs-CZ', storageState })
  const page: Page = await context.newPage()
  await page.goto(url)
  await page.getByText(content).first().waitFor()
  await page.waitForLoadState('networkidle')
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN)
        })
        // a browser entry type the Node typings do not list
        observer.observe({ type: 'largest-contentful-paint' as 'mark', buffered: true })
      }),
  )
  await context.close()
  return lcp
}
