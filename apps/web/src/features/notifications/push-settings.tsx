import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { IconBellOff, IconBellRinging } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useInstallation, useSavePushSubscription } from '../../api/notifications.ts'
import { type PushState, readPushState, subscribePush, unsubscribePush } from './browser-push.ts'

type Note = { kind: 'dismissed' } | { kind: 'failed'; reason: string } | null

const STATE_TEXTS: Record<PushState, string> = {
  on: 'notifications.settings.pushOn',
  off: 'notifications.settings.pushOff',
  blocked: 'notifications.settings.pushBlocked',
  unsupported: 'notifications.settings.pushUnsupported',
}

/** Push in this browser: its state, a button to turn it on or off, and in how many browsers it is on. */
export function PushSettings({ slugs, installations }: { slugs: string; installations: number }) {
  const { t } = useTranslation()
  const installation = useInstallation(slugs)
  const savePush = useSavePushSubscription(slugs)
  const [state, setState] = useState<PushState | null>(null)
  const [note, setNote] = useState<Note>(null)
  const [busy, setBusy] = useState(false)
  const serverOn = installation.data?.push ?? false
  const vapidKey = installation.data?.vapidPublicKey ?? ''

  useEffect(() => {
    let current = true
    void readPushState(serverOn).then((read) => {
      if (current) setState(read)
    })
    return () => {
      current = false
    }
  }, [serverOn])

  async function change(action: () => Promise<void>) {
    setBusy(true)
    setNote(null)
    try {
      await action()
    } catch (error) {
      setNote({ kind: 'failed', reason: error instanceof Error ? error.message : String(error) })
    } finally {
      setBusy(false)
    }
  }

  const turnOn = () =>
    change(async () => {
      const outcome = await subscribePush(vapidKey)
      if (outcome.kind === 'dismissed') return setNote({ kind: 'dismissed' })
      if (outcome.kind !== 'subscribed') return setState(outcome.kind)
      setState((await savePush(outcome.subscription)) ? 'on' : 'off')
    })

  const turnOff = () =>
    change(async () => {
      await unsubscribePush()
      if (await savePush(null)) setState('off')
    })

  const unavailable = installation.isError || (installation.isSuccess && !vapidKey)
  const shown = unavailable && state !== 'unsupported' ? null : state
  return (
    <Stack gap="xs" data-testid="push-settings">
      <Text fw={500}>{t('notifications.settings.push')}</Text>
      <Text size="sm" data-testid="push-state" data-state={shown ?? (unavailable ? 'unavailable' : 'reading')}>
        {shown ? t(STATE_TEXTS[shown]) : unavailable ? t('notifications.settings.pushUnavailable') : null}
      </Text>
      {note ? (
        <Alert color={note.kind === 'failed' ? 'red' : 'yellow'} variant="light" role="alert">
          {note.kind === 'failed'
            ? t('notifications.settings.pushFailed', { reason: note.reason })
            : t('notifications.settings.pushDismissed')}
        </Alert>
      ) : null}
      <Group gap="sm">
        {shown === 'off' ? (
          <Button leftSection={<IconBellRinging size={18} />} loading={busy} disabled={!vapidKey} onClick={turnOn}>
            {t('notifications.settings.turnOn')}
          </Button>
        ) : null}
        {shown === 'on' ? (
          <Button variant="default" leftSection={<IconBellOff size={18} />} loading={busy} onClick={turnOff}>
            {t('notifications.settings.turnOff')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" data-testid="push-installations">
        {installations > 0
          ? t('notifications.settings.installations', { count: installations })
          : t('notifications.settings.installationsNone')}
      </Text>
    </Stack>
  )
}
