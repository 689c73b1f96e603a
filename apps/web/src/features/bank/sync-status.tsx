import type { BankAccount } from '@innkeep/contract'
import { Group, Loader, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

const KNOWN_ERRORS = ['FIO_UNAUTHORIZED', 'TOKEN_UNREADABLE', 'FIO_UNAVAILABLE', 'FIO_OTHER_ACCOUNT']

/** The sync job's error code as the accountant should read it: what happened and what to do. */
export function syncErrorKey(code: string | null): string {
  return code && KNOWN_ERRORS.includes(code) ? `bank.syncError.${code}` : 'bank.syncError.unknown'
}

/** Where the FIO synchronisation stands: waiting, running, done at a time, or what went wrong. */
export function SyncStatus({ sync, timeZone }: { sync: BankAccount['sync']; timeZone: string }) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const last = sync.lastSyncAt ? format.dateTime(sync.lastSyncAt) : null
  if (sync.state === 'QUEUED' || sync.state === 'RUNNING')
    return (
      <Group gap={6} wrap="nowrap" data-testid="sync-status" aria-live="polite">
        <Loader size={14} />
        <Text size="sm">{t(`bank.sync.${sync.state}`)}</Text>
      </Group>
    )
  if (sync.state === 'ERROR')
    return (
      <Group gap={6} wrap="nowrap" align="flex-start" data-testid="sync-status" role="status">
        <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden style={{ flexShrink: 0 }} />
        <div>
          <Text size="sm" c="red">
            {t(syncErrorKey(sync.lastError))}
          </Text>
          {last ? (
            <Text size="xs" c="dimmed">
              {t('bank.sync.lastOk', { time: last })}
            </Text>
          ) : null}
        </div>
      </Group>
    )
  if (sync.state === 'OK' && last)
    return (
      <Group gap={6} wrap="nowrap" data-testid="sync-status">
        <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
        <Text size="sm" c="dimmed">
          {t('bank.sync.OK', { time: last })}
        </Text>
      </Group>
    )
  return (
    <Text size="sm" c="dimmed" data-testid="sync-status">
      {t('bank.sync.NEVER')}
    </Text>
  )
}
