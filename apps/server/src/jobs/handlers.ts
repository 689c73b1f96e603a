import type { Config } from '../config.ts'
import type { Db } from '../db/index.ts'
import { FioClient } from '../integrations/fio/fio.client.ts'
import type { Mailer } from '../integrations/mail/mailer.ts'
import { pcloudCopyHandler } from '../modules/attachments/pcloud-copy.job.ts'
import { fioSyncHandler } from '../modules/bank/bank-sync.ts'
import { depositReceivedHandler } from '../modules/booking/deposit-received.job.ts'
import { channelSyncHandler } from '../modules/channels/channel-sync.job.ts'
import { FEED_LIMITS } from '../modules/channels/channel-sync.ts'
import { exchangeRatesHandler } from '../modules/exchange-rates/exchange-rates.job.ts'
import { fakturoidSyncHandler } from '../modules/fakturoid/fakturoid-sync.job.ts'
import { guestMailSendHandler, guestMailsHandler } from '../modules/guest-mails/guest-mails.job.ts'
import { notificationDeliveryHandler } from '../modules/notifications/notification-delivery.job.ts'
import type { VapidKeyStore } from '../modules/notifications/vapid-keys.ts'
import { ubyportReportHandler } from '../modules/police/police-report.job.ts'
import { ubyportSweepHandler } from '../modules/police/police-report-sweep.job.ts'
import { retentionHandler } from '../modules/privacy/retention.job.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import type { JobHandler } from './jobs.ts'

/** What handlers may need besides the job itself; grows with the handlers. */
export interface JobHandlerDeps {
  db: Db
  config: Config
  /** The key sealing stored credentials (FIO tokens, Fakturoid credentials, pCloud tokens). */
  secretsKey: Buffer
  /** Where attachment files are (the pCloud copy job reads them). */
  storage: FileStorage
  /** Notifications go out by e-mail (null: logged only) and Web Push signed with these keys. */
  mailer: Mailer | null
  vapid: VapidKeyStore
}

/** Every job kind the server runs; add a handler here (idempotent: see jobs.ts). */
export function jobHandlers(deps: JobHandlerDeps): JobHandler[] {
  return [
    fioSyncHandler({ secretsKey: deps.secretsKey, fio: new FioClient({ baseUrl: deps.config.fioBaseUrl }) }),
    pcloudCopyHandler({
      secretsKey: deps.secretsKey,
      storage: deps.storage,
      baseUrlOf: (apiHost) => deps.config.pcloudBaseUrl ?? apiHost,
    }),
    fakturoidSyncHandler({
      secretsKey: deps.secretsKey,
      baseUrl: deps.config.fakturoidBaseUrl,
      userAgent: deps.config.fakturoidUserAgent,
    }),
    notificationDeliveryHandler({
      mailer: deps.mailer,
      vapid: deps.vapid,
      publicUrl: deps.config.publicUrl,
      contact: `mailto:${/<([^>]+)>/.exec(deps.config.mailFrom)?.[1] ?? deps.config.mailFrom.trim()}`,
    }),
    retentionHandler(),
    depositReceivedHandler({ mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    channelSyncHandler({ ...FEED_LIMITS, allowPrivate: deps.config.channelFeedsAllowPrivate }),
    ubyportReportHandler({ secretsKey: deps.secretsKey, urls: deps.config.ubyportUrls }),
    ubyportSweepHandler(),
    guestMailsHandler({ mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    guestMailSendHandler({ mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    exchangeRatesHandler({ url: deps.config.cnbRatesUrl }),
  ]
}
