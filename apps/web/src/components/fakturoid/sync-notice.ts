import type { FakturoidSyncStarted } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import type { TFunction } from 'i18next'

/** What starting a sync did: queued the documents, found nothing to send, or met a run under way. */
export function announceSync(t: TFunction, result: FakturoidSyncStarted): void {
  if (result.started)
    notifications.show({ color: 'blue', message: t('fakturoid.sync.started', { count: result.toSend }) })
  else if (result.toSend === 0) notifications.show({ color: 'green', message: t('fakturoid.sync.nothing') })
  else notifications.show({ color: 'orange', message: t('fakturoid.sync.busy') })
}
