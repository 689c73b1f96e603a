import type { NotificationKind } from '@innkeep/contract'
import { Checkbox, Divider, Skeleton, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useTranslation } from 'react-i18next'
import { useNotificationSettings, useSaveNotificationSettings } from '../../api/notifications.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { PushSettings } from './push-settings.tsx'

/** The member's choice of notifications by e-mail (saved on each tick) and push in this browser. */
export function NotificationSettingsCard({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const settings = useNotificationSettings(slugs)
  const saving = useSaveNotificationSettings()
  const data = settings.data

  async function choose(kind: NotificationKind, checked: boolean) {
    if (!data) return
    const email = checked ? [...data.email, kind] : data.email.filter((k) => k !== kind)
    // in the order the member's kinds come, so the server gets the same list for the same choice
    const ordered = data.kinds.filter((k) => email.includes(k))
    if (await saving.save(slugs, ordered))
      notifications.show({ color: 'teal', message: t('notifications.settings.saved'), autoClose: 2500 })
  }

  return (
    <SectionCard title={t('notifications.settings.title')} lead={t('notifications.settings.lead')}>
      {settings.isPending ? (
        <Skeleton height={120} radius="sm" />
      ) : settings.error || !data ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="md">
          <Stack gap="xs" data-testid="email-settings">
            <Text fw={500}>{t('notifications.settings.email', { address: data.emailAddress })}</Text>
            {data.kinds.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('notifications.settings.noKinds')}
              </Text>
            ) : (
              data.kinds.map((kind) => (
                <Checkbox
                  key={kind}
                  label={t(`notifications.kind.${kind}`)}
                  checked={data.email.includes(kind)}
                  disabled={saving.isPending}
                  onChange={(event) => void choose(kind, event.currentTarget.checked)}
                />
              ))
            )}
          </Stack>
          <Divider />
          <PushSettings slugs={slugs} installations={data.pushInstallations} />
        </Stack>
      )}
    </SectionCard>
  )
}
