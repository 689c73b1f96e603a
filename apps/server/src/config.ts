import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

const OidcIssuer = z.object({
  issuer: z.url(),
  audience: z.string().min(1),
  jwksUri: z.url().optional(),
})

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  WEBAUTHN_ORIGIN: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('innkeep'),
  OIDC_ISSUERS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return []
      try {
        return z.array(OidcIssuer).parse(JSON.parse(raw))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'OIDC_ISSUERS must be a JSON array of {issuer, audience, jwksUri?}' })
        return z.NEVER
      }
    }),
  ARES_BASE_URL: z.url().default('https://ares.gov.cz/ekonomicke-subjekty-v-be/rest'),
  FIO_BASE_URL: z.url().default('https://fioapi.fio.cz/v1/rest'),
  CNB_RATES_URL: z
    .url()
    .default(
      'https://www.cnb.cz/cs/financni-trhy/devizovy-trh/kurzy-devizoveho-trhu/kurzy-devizoveho-trhu/denni_kurz.txt',
    ),
  /** Sends every pCloud call there instead of the account's region host (a fake pCloud). */
  PCLOUD_BASE_URL: z.url().optional(),
  /** Fakturoid's API v3 (a fake Fakturoid in tests and e2e). */
  FAKTUROID_BASE_URL: z.url().default('https://app.fakturoid.cz/api/v3'),
  /** The police's Ubyport web service, test and production (a fake Ubyport in tests and the demo). */
  UBYPORT_TEST_URL: z.url().default('https://ubyport.pcr.cz/ws_uby_test/ws_uby.svc'),
  UBYPORT_PRODUCTION_URL: z.url().default('https://ubyport.pcr.cz/ws_uby/ws_uby.svc'),
  /** `AppName (contact e-mail)` sent to Fakturoid; default: Innkeep and the MAIL_FROM address. */
  FAKTUROID_USER_AGENT: z.string().min(3).max(200).optional(),
  SECRETS_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, {
      message: 'SECRETS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
    }),
  INNKEEP_DEMO_PASSWORD: z.string().min(10).optional(),
  INNKEEP_SEED_DEMO: z.enum(['true', 'false']).default('true'),
  TRUST_PROXY: z.string().optional(),
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Innkeep <noreply@innkeep.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Sign-in attempts per minute for one address and e-mail (a guessing attacker's budget). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Sign-in attempts per minute for one address, whatever the e-mail (one guesser trying many accounts). */
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Accounts created per hour from one address. */
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  PASSWORD_RESET_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(3),
  PASSWORD_RESET_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Password hashes and checks (argon2) running at once; default: a core left free, at most 2. */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Password hashes and checks waiting for their turn; beyond it the call answers 503. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  JOBS_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /** How long a claimed job is its runner's before another process may take it over (renewed while it runs). */
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often the server looks for daily work due in a workspace (the guest data retention run). */
  JOBS_SCHEDULE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Minutes between fetches of every imported channel calendar (iCal feed). */
  CHANNEL_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Private addresses feeds may be fetched from (comma-separated IPs, or `any`): a local fake portal. */
  CHANNEL_FEEDS_ALLOW_PRIVATE: z.string().optional(),
  /** The demo workspace imports this calendar (`npm start` sets it to its local fake portal's). */
  DEMO_CHANNEL_FEED_URL: z.url().optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Comma-separated origins of Web Push services beside the browsers' own (a fake one in tests). */
  PUSH_SERVICE_ORIGINS: z.string().optional(),
})

/**
 * Where browsers' push subscriptions point (Chrome, Firefox, Safari, Edge). A subscription naming any
 * other host is refused: the server would otherwise post to whatever address a caller gave it.
 */
export const BROWSER_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
]

export interface Config {
  port: number
  host: string
  dataDir: string
  /** Where attachment files are kept (local folder); DATA_DIR/files unless STORAGE_DIR says otherwise. */
  storageDir: string
  databaseUrl: string | undefined
  publicUrl: string
  /**
   * Where passkeys are made and used (its host name is the WebAuthn relying party id); PUBLIC_URL's
   * origin unless set. A passkey needs a host name: an address such as 127.0.0.1 cannot be one.
   */
  webauthnOrigin: string
  oidc: { clientId: string; issuers: z.infer<typeof OidcIssuer>[] }
  aresBaseUrl: string
  fioBaseUrl: string
  /** ČNB's daily rates text file (denni_kurz.txt): the euro rate of stays paid from abroad. */
  cnbRatesUrl: string
  /** Unset: each pCloud account's own region host (PCLOUD_API_HOSTS); set: a fake pCloud for tests. */
  pcloudBaseUrl: string | undefined
  fakturoidBaseUrl: string
  /** The `User-Agent` Fakturoid requires: the app's name and a contact e-mail. */
  fakturoidUserAgent: string
  /** Where an Ubyport account of each endpoint is sent (never a URL a user typed: no requests elsewhere). */
  ubyportUrls: { TEST: string; PRODUCTION: string }
  /**
   * Key that seals stored third-party secrets (FIO tokens); without it a key is generated and kept
   * in the database, which protects backups of single tables only. Production sets SECRETS_KEY.
   */
  secretsKey: string | undefined
  demoPassword: string | undefined
  seedDemo: boolean
  demoChannelFeedUrl: string | undefined
  logLevel: string
  /** Addresses (comma-separated IPs/CIDRs) of reverse proxies whose X-Forwarded-For is believed. */
  trustProxy: string[] | false
  /** smtp://user:pass@host:port (smtps:// for TLS; ?tls=off for a local server); unset: log only. */
  smtpUrl: string | undefined
  mailFrom: string
  webDist: string | undefined
  /** Sign-in attempts per address and e-mail per minute. */
  signInRateLimit: number
  /** Sign-in attempts per address per minute, any e-mail. */
  signInAddressRateLimit: number
  /** Sign-ups per address per hour. */
  signUpRateLimit: number
  /** Password-reset e-mails asked for one e-mail address per hour. */
  passwordResetRateLimit: number
  /** Password-reset e-mails asked from one client address per hour, any e-mail. */
  passwordResetAddressRateLimit: number
  /** argon2 hashes and checks in flight at most, and how many more may wait (docs/production.md, Limits). */
  passwordHashing: { concurrency: number; maxQueue: number }
  /** Public (guest) calls per client address per minute. */
  publicRateLimit: number
  /** How often the background job runner looks for due jobs (enqueueing also wakes it at once). */
  jobsPollMs: number
  /** A job whose process died is run again by another once its lease runs out. */
  jobsLeaseMs: number
  /** Periodic jobs (jobs/schedules.ts: retention, channel sync) are enqueued where due at this interval. */
  jobsScheduleMs: number
  channelSyncMinutes: number
  /** Private addresses channel feeds may come from (true: any); none by default, against SSRF. */
  channelFeedsAllowPrivate: boolean | string[]
  /** Bearer token for GET /metrics from other machines; unset: this machine only. */
  metricsToken: string | undefined
  /** Origins a Web Push subscription may point to (`*.` matches any subdomain). */
  pushServiceOrigins: string[]
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  // relative to where `npm start` was typed (npm runs the server inside apps/server)
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    storageDir: e.STORAGE_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), e.STORAGE_DIR)
      : path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    webauthnOrigin: new URL(e.WEBAUTHN_ORIGIN ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    oidc: { clientId: e.OIDC_CLIENT_ID, issuers: e.OIDC_ISSUERS },
    aresBaseUrl: e.ARES_BASE_URL.replace(/\/$/, ''),
    fioBaseUrl: e.FIO_BASE_URL.replace(/\/$/, ''),
    cnbRatesUrl: e.CNB_RATES_URL,
    pcloudBaseUrl: e.PCLOUD_BASE_URL?.replace(/\/$/, ''),
    fakturoidBaseUrl: e.FAKTUROID_BASE_URL.replace(/\/$/, ''),
    fakturoidUserAgent:
      e.FAKTUROID_USER_AGENT ?? `Innkeep (${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim()})`,
    ubyportUrls: { TEST: e.UBYPORT_TEST_URL, PRODUCTION: e.UBYPORT_PRODUCTION_URL },
    secretsKey: e.SECRETS_KEY,
    demoPassword: e.INNKEEP_DEMO_PASSWORD,
    seedDemo: e.INNKEEP_SEED_DEMO === 'true',
    demoChannelFeedUrl: e.DEMO_CHANNEL_FEED_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ? e.TRUST_PROXY.split(',').map((p) => p.trim()) : false,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    signInAddressRateLimit: e.SIGN_IN_ADDRESS_RATE_LIMIT,
    signUpRateLimit: e.SIGN_UP_RATE_LIMIT,
    passwordResetRateLimit: e.PASSWORD_RESET_RATE_LIMIT,
    passwordResetAddressRateLimit: e.PASSWORD_RESET_ADDRESS_RATE_LIMIT,
    passwordHashing: {
      // one core stays free for the event loop; at most 2 of libuv's 4 pool threads (files, compression)
      concurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.min(2, Math.max(1, availableParallelism() - 1)),
      maxQueue: e.PASSWORD_HASH_QUEUE,
    },
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    jobsPollMs: e.JOBS_POLL_MS,
    jobsLeaseMs: e.JOBS_LEASE_MS,
    jobsScheduleMs: e.JOBS_SCHEDULE_MS,
    channelSyncMinutes: e.CHANNEL_SYNC_MINUTES,
    channelFeedsAllowPrivate:
      e.CHANNEL_FEEDS_ALLOW_PRIVATE?.trim() === 'any'
        ? true
        : (e.CHANNEL_FEEDS_ALLOW_PRIVATE ?? '')
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    pushServiceOrigins: [
      ...BROWSER_PUSH_SERVICES,
      ...(e.PUSH_SERVICE_ORIGINS?.split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean) ?? []),
    ],
  }
}
