import type { AccountSession } from '@innkeep/contract'
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconDevices } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../../api/account.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** A row's button: compact beside the text on a desk, a thumb's size on a phone. */
const ROW_BUTTON_HEIGHT = { base: 44, sm: 26 }

function SessionRow({ session }: { session: AccountSession }) {
  const { t } = useTranslation()
  const format = useFormat()
  const end = useEndSession()
  // a client that sends no browser name (a script, an app) is still a device someone may not know
  const device = session.device || t('account.sessions.unknownDevice')
  return (
    <Paper withBorder radius="md" p="sm" data-testid="account-session">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <IconDevices size={16} aria-hidden />
            <Text fw={500}>{device}</Text>
            {session.current ? (
              <Badge size="sm" color="teal" variant="light">
                {t('account.sessions.current')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('account.sessions.network', { network: session.network })} ·{' '}
            {t('account.sessions.since', { date: format.dateTime(session.createdAt) })} ·{' '}
            {t('account.sessions.lastSeen', { date: format.dateTime(session.lastSeenAt) })}
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            size="compact-sm"
            h={ROW_BUTTON_HEIGHT}
            variant="light"
            color="red"
            loading={end.isPending}
            aria-label={t('account.sessions.endNamed', { device })}
            onClick={() =>
              void end.run(
                { params: { id: session.id } },
                { success: () => notifications.show({ message: t('account.sessions.ended') }) },
              )
            }
          >
            {t('account.sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  )
}

/** Přihlášená zařízení: where the person is signed in, this device first; sign any other out. */
export function SessionsSection() {
  const { t } = useTranslation()
  const sessions = useAccountSessions()
  const endOthers = useEndOtherSessions()
  const others = sessions.data?.filter((session) => !session.current).length ?? 0

  function list() {
    if (sessions.isPending) return <PageSkeleton rows={2} />
    if (sessions.isError) return <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
    return (
      <Stack gap="xs">
        {(sessions.data ?? []).map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Stack>
    )
  }

  return (
    <SectionCard title={t('account.sessions.title')} lead={t('account.sessions.lead')}>
      {list()}
      {others > 0 ? (
        <Group>
          <ConfirmButton
            label={t('account.sessions.endOthers')}
            title={t('account.sessions.endOthers')}
            text={t('account.sessions.endOthersText', { count: others })}
            confirmLabel={t('account.sessions.endOthersConfirm')}
            onConfirm={() =>
              endOthers.run(
                {},
                {
                  success: ({ ended }) =>
                    notifications.show({ message: t('account.sessions.endedOthers', { count: ended }) }),
                },
              )
            }
          />
        </Group>
      ) : null}
    </SectionCard>
  )
}
