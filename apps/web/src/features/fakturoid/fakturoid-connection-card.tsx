import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import {
  useDeleteFakturoidConnection,
  useFakturoidConnection,
  useTestFakturoidConnection,
} from '../../api/fakturoid.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { FakturoidConnectionForm } from './fakturoid-connection-form.tsx'

/** The workspace's Fakturoid account: state, a test, and (for the owner) the credentials. */
export function FakturoidConnectionCard({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const format = useFormat(timeZone)
  const connection = useFakturoidConnection(slugs)
  const remove = useDeleteFakturoidConnection()
  const test = useTestFakturoidConnection()
  const current = connection.data
  const runTest = () =>
    test.run(
      { params: { slugs } },
      {
        validation: showRefusal,
        success: (tested) =>
          notifications.show({
            color: 'green',
            message: t('fakturoid.connection.tested', { account: tested.accountName ?? tested.accountSlug }),
          }),
      },
    )
  return (
    <SectionCard title={t('fakturoid.connection.title')} lead={t('fakturoid.connection.lead')}>
      {connection.isPending ? <PageSkeleton rows={2} /> : null}
      {connection.error ? <ErrorState error={connection.error} onRetry={() => void connection.refetch()} /> : null}
      {current ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge
                  color={current.connected ? 'teal' : 'gray'}
                  variant="light"
                  tt="none"
                  data-testid="fakturoid-connected"
                >
                  {current.connected ? t('fakturoid.connection.connected') : t('fakturoid.connection.notConnected')}
                </Badge>
                {current.accountSlug ? (
                  <Text size="sm">
                    {t('fakturoid.connection.account', { account: current.accountName ?? current.accountSlug })}
                  </Text>
                ) : null}
              </Group>
              {current.checkedAt ? (
                <Text size="sm" c="dimmed">
                  {t('fakturoid.connection.checkedAt', { when: format.dateTime(current.checkedAt) })}
                </Text>
              ) : null}
            </Stack>
            {current.connected ? (
              <Group gap="xs">
                {may('money.write') ? (
                  <Button
                    variant="default"
                    leftSection={<IconPlugConnected size={18} />}
                    loading={test.isPending}
                    onClick={() => void runTest()}
                  >
                    {t('fakturoid.connection.test')}
                  </Button>
                ) : null}
                {may('workspace.settings') ? (
                  <ConfirmAction
                    label={t('fakturoid.connection.disconnect')}
                    icon={<IconPlugConnectedX size={18} />}
                    title={t('fakturoid.connection.disconnectTitle')}
                    text={t('fakturoid.connection.disconnectText')}
                    confirmLabel={t('fakturoid.connection.disconnect')}
                    onConfirm={() =>
                      remove.run(
                        { params: { slugs } },
                        { success: () => notifications.show({ message: t('fakturoid.connection.disconnected') }) },
                      )
                    }
                  />
                ) : null}
              </Group>
            ) : null}
          </Group>
          {current.problem ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
              {t(`fakturoid.problem.${current.problem}`)}
            </Alert>
          ) : null}
          {may('workspace.settings') ? (
            <FakturoidConnectionForm key={current.version ?? 'new'} slugs={slugs} current={current} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('fakturoid.connection.ownerOnly')}
            </Text>
          )}
        </Stack>
      ) : null}
    </SectionCard>
  )
}
