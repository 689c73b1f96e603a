import { randomBytes } from 'node:crypto'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/index.ts'
import { installCompression } from './http/compression.ts'
import { clientErrorHandler, installErrorHandler, sendFrameworkError } from './http/error-handler.ts'
import { installGracefulClose } from './http/graceful-close.ts'
import { installMetrics } from './http/metrics.ts'
import { requestIds } from './http/request-ids.ts'
import { requestLanguages } from './http/request-language.ts'
import { registerRoutes } from './http/route.ts'
import { securityHeaders } from './http/security-headers.ts'
import { serializerCompiler } from './http/serializer.ts'
import { validatorCompiler } from './http/validation.ts'
import { writeLogOf } from './http/workspace-writes.ts'
import { broadcastWrites } from './http/write-broadcast.ts'
import { AresClient } from './integrations/ares/ares.client.ts'
import { createMailer } from './integrations/mail/mailer.ts'
import { jobHandlers } from './jobs/handlers.ts'
import { JobRunner } from './jobs/job-runner.ts'
import { startSchedules } from './jobs/schedules.ts'
import { BackgroundTasks } from './lib/background.ts'
import { RateLimiter } from './lib/rate-limiter.ts'
import { randomToken } from './lib/secrets.ts'
import { activityRoutes } from './modules/activity/activity.routes.ts'
import { attachmentRoutes } from './modules/attachments/attachments.routes.ts'
import { galleryRoutes } from './modules/attachments/gallery.routes.ts'
import { accountRoutes } from './modules/auth/account.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { ensureInstanceSecret } from './modules/auth/instance.queries.ts'
import { BuiltInIssuer } from './modules/auth/issuer.ts'
import { PasswordHasher } from './modules/auth/passwords.ts'
import { secondStepRoutes } from './modules/auth/second-step.routes.ts'
import { SessionRegistry } from './modules/auth/sessions.ts'
import { TokenVerifier } from './modules/auth/token-verifier.ts'
import { bankRoutes } from './modules/bank/bank.routes.ts'
import { bookingRoutes } from './modules/booking/booking.routes.ts'
import { CHANNEL_SYNC } from './modules/channels/channel-sync.job.ts'
import { FEED_LIMITS } from './modules/channels/channel-sync.ts'
import { hasFeeds } from './modules/channels/channels.queries.ts'
import { channelRoutes } from './modules/channels/channels.routes.ts'
import { contactRoutes } from './modules/contacts/contacts.routes.ts'
import { dailyCloseRoutes } from './modules/daily-close/daily-close.routes.ts'
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts'
import { exchangeRatesSchedule } from './modules/exchange-rates/exchange-rates.job.ts'
import { expenseRoutes } from './modules/expenses/expenses.routes.ts'
import { exportRoutes } from './modules/exports/exports.routes.ts'
import { fakturoidRoutes } from './modules/fakturoid/fakturoid.routes.ts'
import { guestMailsSchedule } from './modules/guest-mails/guest-mails.job.ts'
import { guestMailRoutes } from './modules/guest-mails/guest-mails.routes.ts'
import { mailGuest } from './modules/guest-mails/guest-mails.service.ts'
import { identityRoutes } from './modules/identity/identity.routes.ts'
import { invoicingRoutes } from './modules/invoicing/invoicing.routes.ts'
import { labelRoutes } from './modules/labels/labels.routes.ts'
import { notificationRoutes } from './modules/notifications/notifications.routes.ts'
import { VapidKeyStore } from './modules/notifications/vapid-keys.ts'
import { pohodaRoutes } from './modules/pohoda/pohoda.routes.ts'
import { policeRoutes } from './modules/police/police.routes.ts'
import { ubyportSweepSchedule } from './modules/police/police-report-sweep.job.ts'
import { pricingRoutes } from './modules/pricing/pricing.routes.ts'
import { privacyRoutes } from './modules/privacy/privacy.routes.ts'
import { RETENTION_JOB } from './modules/privacy/retention.service.ts'
import { housekeepingRoutes } from './modules/reservations/housekeeping.routes.ts'
import { reservationSearchRoutes } from './modules/reservations/reservation-search.routes.ts'
import { reservationRoutes } from './modules/reservations/reservations.routes.ts'
import { stayAccountRoutes } from './modules/reservations/stay-account.routes.ts'
import { resourceRoutes } from './modules/resources/resources.routes.ts'
import { restaurantRoutes } from './modules/restaurant/restaurant.routes.ts'
import { statisticsRoutes } from './modules/statistics/statistics.routes.ts'
import { taxFilingRoutes } from './modules/tax-filings/tax-filings.routes.ts'
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.ts'
import { aresRoutes } from './modules/workspaces/ares.routes.ts'
import { workspaceRoutes } from './modules/workspaces/workspaces.routes.ts'
import { closePdfWorkers } from './pdf/pdf-worker-pool.ts'
import { LocalFileStorage } from './storage/local-file-storage.ts'
import { VERSION } from './version.ts'
import { serveWebApp } from './web.ts'

export interface AppDeps {
  config: Config
  database: Database
  /** pino options, or false for silence (tests). */
  logger?: boolean | object
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the check that the server serves exactly the contract. */
    registeredRoutes: { method: string; url: string }[]
    /** The background job runner: `poke()` after enqueueing, `runDue()` to wait for the work. */
    jobs: JobRunner
  }
}

export const BODY_LIMIT_BYTES = 1_048_576

/** The whole server as a Fastify instance; main.ts listens on it, tests call it with inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps
  const db = database.db
  const secureHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // plain http on a laptop must keep working; TLS is the proxy's job (docs/production.md)
        upgradeInsecureRequests: null,
      },
    },
  })
  const nextRequestId = requestIds()
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: nextRequestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // Fastify's own refusals (a path that does not decode, a parameter over the router's length) and
    // the HTTP parser's answer in the envelope too, never with Fastify's body echoing the URL
    frameworkErrors: (error, request, reply) => {
      reply.headers(secureHeaders)
      sendFrameworkError(error, request, reply)
    },
    clientErrorHandler: clientErrorHandler(nextRequestId),
  })
  const registeredRoutes: { method: string; url: string }[] = []
  app.decorate('registeredRoutes', registeredRoutes)
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) registeredRoutes.push({ method, url: options.url })
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('language', 'cs')
  app.decorateRequest('guestLanguage', 'cs')
  app.decorateRequest('principal', null)
  app.decorateRequest('workspaceAccess', null)
  installErrorHandler(app)
  installGracefulClose(app)
  // before every route: compression joins each route as it is registered
  await installCompression(app)
  app.addHook('onRequest', (request, reply, done) => {
    const { language, guestLanguage } = requestLanguages(request)
    request.language = language
    request.guestLanguage = guestLanguage
    reply.headers(secureHeaders)
    reply.header('x-request-id', request.id)
    done()
  })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Innkeep API', version: VERSION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          hash: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Hash <device secret>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))
  installMetrics(app, { database, token: config.metricsToken })

  const secretKey = await ensureInstanceSecret(db, 'access-hash-key', randomToken())
  const issuer = new BuiltInIssuer({ db, issuer: config.publicUrl, audience: config.oidc.clientId })
  await issuer.init()
  const verifier = new TokenVerifier(issuer, config.oidc.issuers)
  const authLimits = {
    signUp: new RateLimiter(config.signUpRateLimit, 3_600_000),
    signIn: new RateLimiter(config.signInRateLimit, 60_000),
    signInAddress: new RateLimiter(config.signInAddressRateLimit, 60_000),
    passwordReset: new RateLimiter(config.passwordResetRateLimit, 3_600_000),
    passwordResetAddress: new RateLimiter(config.passwordResetAddressRateLimit, 3_600_000),
  }
  const passwords = new PasswordHasher(config.passwordHashing)

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
  const publicLimiter = new RateLimiter(config.publicRateLimit, 60_000)
  const storage = new LocalFileStorage(config.storageDir)
  const secretsKey = Buffer.from(
    config.secretsKey ?? (await ensureInstanceSecret(db, 'secrets-key', randomBytes(32).toString('base64'))),
    'base64',
  )
  const vapid = new VapidKeyStore(db)
  const jobs = new JobRunner({
    db,
    handlers: jobHandlers({ db, config, secretsKey, storage, mailer, vapid }),
    pollMs: config.jobsPollMs,
    leaseMs: config.jobsLeaseMs,
    // inside the 9 s a stopping server has (main.ts): handlers past it are aborted and queued again
    stopTimeoutMs: 5_000,
    log: app.log,
  })
  app.decorate('jobs', jobs)
  app.addHook('onReady', async () => jobs.start())
  // periodic work of every workspace: the retention run anonymises guest data past its period
  const schedules = startSchedules({
    db,
    schedules: [
      { kind: RETENTION_JOB, everyMs: 86_400_000 },
      { kind: CHANNEL_SYNC, everyMs: config.channelSyncMinutes * 60_000, where: hasFeeds },
      // the police report's safety net: a guest no job is sending is queued again
      ubyportSweepSchedule,
      // the guests' e-mails before arrival and after the stay, at the workspace's hour
      guestMailsSchedule,
      // ČNB's euro rate, where a euro account takes payments of stays priced in crowns
      exchangeRatesSchedule,
    ],
    everyMs: config.jobsScheduleMs,
    log: app.log,
    onEnqueued: () => jobs.poke(),
  })
  app.addHook('onClose', async () => schedules.stop())
  // several processes on one database drop each other's kept public answers at once
  app.addHook('onClose', broadcastWrites(database.pool, writeLogOf(db), app.log))
  // before the caller closes the database: running handlers finish (or are aborted) first
  app.addHook('onClose', async () => jobs.stop())
  const sessions = new SessionRegistry(db)
  const background = new BackgroundTasks(app.log)
  app.addHook('onClose', async () => background.drain())
  const authDeps = {
    db,
    issuer,
    passwords,
    sessions,
    limits: authLimits,
    mail: { db, mailer, log: app.log, publicUrl: config.publicUrl },
    secretsKey,
    webauthnOrigin: config.webauthnOrigin,
    background: (task: () => Promise<void>) => background.run(task),
  }
  registerRoutes(app, { db, verifier, sessions, accessHashKey: secretKey, publicLimiter }, [
    ...authRoutes(authDeps),
    ...accountRoutes(authDeps),
    ...secondStepRoutes(authDeps),
    ...identityRoutes({ db, version: VERSION }),
    ...workspaceRoutes({ db, secretKey, mailer, publicUrl: config.publicUrl }),
    ...aresRoutes({ ares: new AresClient({ baseUrl: config.aresBaseUrl }) }),
    ...resourceRoutes({ db }),
    ...pricingRoutes({ db }),
    ...reservationRoutes({
      db,
      storage,
      tellGuest: (workspace, id, kind, log) =>
        mailGuest({ db, mailer, publicUrl: config.publicUrl, log }, workspace, id, kind),
    }),
    ...stayAccountRoutes({ db }),
    ...dailyCloseRoutes({ db }),
    ...reservationSearchRoutes({ db }),
    ...housekeepingRoutes({ db, mailer, publicUrl: config.publicUrl }),
    ...bookingRoutes({
      db,
      mailer,
      publicUrl: config.publicUrl,
      tellGuest: (workspace, id, kind, log) =>
        mailGuest({ db, mailer, publicUrl: config.publicUrl, log }, workspace, id, kind),
    }),
    ...guestMailRoutes({ db, mailer, publicUrl: config.publicUrl }),
    ...policeRoutes({ db, secretsKey, urls: config.ubyportUrls, pokeJobs: () => jobs.poke() }),
    ...statisticsRoutes({ db }),
    ...contactRoutes({ db }),
    ...invoicingRoutes({ db, storage, mailer }),
    ...expenseRoutes({ db, storage }),
    ...exportRoutes({ db }),
    ...pohodaRoutes({ db }),
    ...taxFilingRoutes({ db }),
    ...bankRoutes({ db, secretsKey, pokeJobs: () => jobs.poke() }),
    ...restaurantRoutes({ db }),
    ...vehicleRoutes({ db }),
    ...dashboardRoutes({ db }),
    ...labelRoutes({ db }),
    ...attachmentRoutes({ db, storage }),
    ...galleryRoutes({
      db,
      secretsKey,
      baseUrlOf: (apiHost) => config.pcloudBaseUrl ?? apiHost,
      pokeJobs: () => jobs.poke(),
    }),
    ...fakturoidRoutes({
      db,
      secretsKey,
      baseUrl: config.fakturoidBaseUrl,
      userAgent: config.fakturoidUserAgent,
      pokeJobs: () => jobs.poke(),
    }),
    ...notificationRoutes({ db, vapid, pushServiceOrigins: config.pushServiceOrigins }),
    ...activityRoutes({ db }),
    ...privacyRoutes({ db }),
    ...channelRoutes({
      db,
      publicUrl: config.publicUrl,
      syncMinutes: config.channelSyncMinutes,
      fetching: { ...FEED_LIMITS, allowPrivate: config.channelFeedsAllowPrivate },
      pokeJobs: () => jobs.poke(),
    }),
  ])
  await serveWebApp(app, config.webDist)
  // the invoice PDF workers start on first use; closing the app stops them
  app.addHook('onClose', closePdfWorkers)
  return app
}
