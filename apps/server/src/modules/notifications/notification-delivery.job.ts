import { NOTIFICATION_AUDIENCE, PERMISSIONS } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { type PushOutcome, sendPush } from '../../integrations/web-push/web-push.client.ts'
import type { JobHandler } from '../../jobs/jobs.ts'
import { sendMail } from '../mail/mail.service.ts'
import { findWorkspaceById } from '../workspaces/access.queries.ts'
import { notificationText } from './notification-texts.ts'
import * as q from './notifications.queries.ts'
import { toNotification } from './notifications.service.ts'
import { NOTIFICATION_DELIVERY } from './notify.ts'
import type { VapidKeyStore } from './vapid-keys.ts'

export interface NotificationDeliveryDeps {
  mailer: Mailer | null
  vapid: VapidKeyStore
  publicUrl: string
  /** The VAPID contact push services may write to (`mailto:` the sender address). */
  contact: string
  fetch?: typeof fetch
}

/** A push that is not delivered within a day is dropped by the push service: old news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60

/**
 * Tells every member whose role receives the notification's kind: an e-mail if they asked for one,
 * a push to each of their browsers that subscribed. Members already reached are skipped when the job
 * runs again. Pushes are best effort: a busy push service is not retried (the in-app list has it),
 * a subscription the service calls gone is forgotten.
 */
export function notificationDeliveryHandler(deps: NotificationDeliveryDeps): JobHandler {
  return {
    kind: NOTIFICATION_DELIVERY,
    async run({ db, job, signal }) {
      const ws = job.workspaceId
      const { notificationId } = job.payload as { notificationId: string }
      const row = await q.findNotification(db, ws, notificationId)
      const workspace = await findWorkspaceById(db, ws)
      if (!row || !workspace) return
      const notification = toNotification(row, null)
      const recipients = await q.selectRecipients(db, ws, PERMISSIONS[NOTIFICATION_AUDIENCE[row.kind]])
      const delivered = await q.selectDelivered(db, ws, row.id)
      const waiting = recipients.filter((person) => !delivered.has(person.identityId))
      const installations = await q.selectInstallations(
        db,
        ws,
        waiting.map((person) => person.identityId),
      )
      for (const person of waiting) {
        if (signal.aborted) throw signal.reason
        const theirs = installations.filter((installation) => installation.identityId === person.identityId)
        const language: Language = theirs[0]?.language ?? 'cs'
        const text = notificationText(notification, language)
        const link = `${deps.publicUrl}/${workspace.slug}${text.path}`
        if (person.emailKinds?.includes(row.kind)) {
          await sendMail({ db, mailer: deps.mailer }, ws, {
            to: person.email,
            subject: `${workspace.name}: ${text.title}`,
            text: `${text.body}\n\n${link}`,
            entity: 'NOTIFICATION',
            entityId: row.id,
          })
        }
        for (const installation of theirs) {
          const outcome = await pushTo(deps, installation, {
            title: text.title,
            body: text.body,
            url: link,
            tag: row.id,
          })
          if (outcome === 'GONE') await q.dropPush(db, ws, installation.id)
        }
        await q.insertDelivery(db, ws, row.id, person.identityId)
      }
    },
  }
}

async function pushTo(
  deps: NotificationDeliveryDeps,
  installation: q.InstallationRow,
  message: { title: string; body: string; url: string; tag: string },
): Promise<PushOutcome | null> {
  const { pushEndpoint, pushPublicKey, pushAuth } = installation
  if (!pushEndpoint || !pushPublicKey || !pushAuth) return null
  return sendPush(
    { endpoint: pushEndpoint, keys: { p256dh: pushPublicKey, auth: pushAuth } },
    JSON.stringify(message),
    {
      vapid: await deps.vapid.keys(),
      subject: deps.contact,
      ttlSeconds: PUSH_TTL_SECONDS,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    },
  )
}
