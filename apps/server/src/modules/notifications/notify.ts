import type { Notification } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { enqueueJob } from '../../jobs/jobs.ts'
import { newId } from '../../lib/ids.ts'
import { findRecent, insertNotification, refreshNotification } from './notifications.queries.ts'

/** The job kind that e-mails and pushes one notification to whoever should hear of it. */
export const NOTIFICATION_DELIVERY = 'notifications.deliver'

type Of<K extends Notification['kind']> = Extract<Notification, { kind: K }>

/** What happened, as the list shows it (the kind's own part of a Notification). */
export type NotificationEvent =
  | { kind: 'BOOKING_CREATED'; booking: Of<'BOOKING_CREATED'>['booking'] }
  | { kind: 'GUEST_INFO_FILLED'; guestInfo: Of<'GUEST_INFO_FILLED'>['guestInfo'] }
  | { kind: 'PAYMENT_MATCHED'; payment: Of<'PAYMENT_MATCHED'>['payment'] }
  | { kind: 'BOOKING_AUTO_CANCELED'; booking: Of<'BOOKING_AUTO_CANCELED'>['booking'] }

/** A guest saving the check-in form again within this time updates the first notice instead of adding one. */
const GUEST_INFO_QUIET_MS = 60 * 60_000

function entityOf(event: NotificationEvent): string | null {
  switch (event.kind) {
    case 'BOOKING_CREATED':
      return event.booking.reservationId
    case 'GUEST_INFO_FILLED':
      return event.guestInfo.reservationId
    case 'PAYMENT_MATCHED':
      return event.payment.invoiceId
    case 'BOOKING_AUTO_CANCELED':
      return event.booking.reservationId
  }
}

function dataOf(event: NotificationEvent): unknown {
  switch (event.kind) {
    case 'BOOKING_CREATED':
      return event.booking
    case 'GUEST_INFO_FILLED':
      return event.guestInfo
    case 'PAYMENT_MATCHED':
      return event.payment
    case 'BOOKING_AUTO_CANCELED':
      return event.booking
  }
}

/**
 * Records that something happened, in the caller's transaction, and queues its delivery (e-mail,
 * push) with it: the notice exists exactly when the change does. The runner's next poll sends it.
 */
export async function notify(tx: Db, workspaceId: string, event: NotificationEvent): Promise<void> {
  const entityId = entityOf(event)
  if (event.kind === 'GUEST_INFO_FILLED' && entityId) {
    const recent = await findRecent(tx, workspaceId, event.kind, entityId, new Date(Date.now() - GUEST_INFO_QUIET_MS))
    if (recent) return refreshNotification(tx, workspaceId, recent.id, dataOf(event))
  }
  const id = newId()
  await insertNotification(tx, { workspaceId, id, kind: event.kind, entityId, data: dataOf(event) })
  await enqueueJob(tx, {
    workspaceId,
    kind: NOTIFICATION_DELIVERY,
    payload: { notificationId: id },
    dedupeKey: `notification:${id}`,
  })
}
