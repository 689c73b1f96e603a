import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'

const APP_PORT = Number(process.env.E2E_PORT ?? 3210)
const ARES_PORT = APP_PORT + 1
const SMTP_PORT = APP_PORT + 2
const INBOX_PORT = APP_PORT + 3
const FAKTUROID_PORT = APP_PORT + 4
const ICAL_PORT = APP_PORT + 5
const UBYPORT_PORT = APP_PORT + 6
const CNB_PORT = APP_PORT + 7
const dataDir = mkdtempSync(path.join(tmpdir(), 'innkeep-e2e-'))
const root = path.resolve(import.meta.dirname, '..')

/**
 * The built product on a fresh embedded database, with local fake ARES, SMTP, Fakturoid, an iCal
 * channel portal, the police's Ubyport web service and ČNB's daily rates; Debian's Chromium drives it.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    screenshot: 'on',
    trace: 'retain-on-failure',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx tools/fakes/run.ts ares ${ARES_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${ARES_PORT}/ekonomicke-subjekty-v-be/rest/ekonomicke-subjekty/01569651`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tools/fakes/run.ts smtp ${SMTP_PORT} ${INBOX_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${INBOX_PORT}/messages`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tools/fakes/run.ts fakturoid ${FAKTUROID_PORT}`,
      cwd: root,
      // the token endpoint answers a plain GET with 400, which is "up" for Playwright
      url: `http://127.0.0.1:${FAKTUROID_PORT}/api/v3/oauth/token`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tools/fakes/run.ts ical ${ICAL_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${ICAL_PORT}/feeds/airbnb.ics`,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tools/fakes/run.ts ubyport ${UBYPORT_PORT}`,
      cwd: root,
      // it answers only an NTLM-signed POST (a GET gets 405, which Playwright does not take for "up")
      port: UBYPORT_PORT,
      reuseExistingServer: false,
    },
    {
      command: `node --import tsx tools/fakes/run.ts cnb ${CNB_PORT}`,
      cwd: root,
      url: `http://127.0.0.1:${CNB_PORT}/denni_kurz.txt?date=07.12.2026`,
      reuseExistingServer: false,
    },
    {
      // the built server, as production runs it (npm run test:e2e builds it first)
      command: 'node apps/server/dist/main.js',
      cwd: root,
      url: `http://127.0.0.1:${APP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${APP_PORT}`,
        // a passkey needs a host name, not an address: the passkey spec opens the app at localhost
        WEBAUTHN_ORIGIN: `http://localhost:${APP_PORT}`,
        ARES_BASE_URL: `http://127.0.0.1:${ARES_PORT}/ekonomicke-subjekty-v-be/rest`,
        INNKEEP_DEMO_PASSWORD: 'demo-password-e2e',
        // every spec signs the demo owner in from this one address: more than a person's 10 a minute
        SIGN_IN_RATE_LIMIT: '1000',
        // every spec signs up and in from 127.0.0.1
        SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
        SIGN_UP_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?tls=off`,
        FAKTUROID_BASE_URL: `http://127.0.0.1:${FAKTUROID_PORT}/api/v3`,
        // the fake portal is on 127.0.0.1, which the feed importer refuses otherwise
        CHANNEL_FEEDS_ALLOW_PRIVATE: '127.0.0.1',
        // the Ubyport account's TEST endpoint is the fake (account ubyport-ws-test / Heslo-Ubyport-2027)
        UBYPORT_TEST_URL: `http://127.0.0.1:${UBYPORT_PORT}/ws_uby_test/ws_uby.svc`,
        // ČNB's daily rates (the euro payment of stays in crowns): the fake answers its recorded file
        CNB_RATES_URL: `http://127.0.0.1:${CNB_PORT}/denni_kurz.txt`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
})
