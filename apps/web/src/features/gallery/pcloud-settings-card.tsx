import { Alert, Badge, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconPlugConnectedX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useDeletePCloudConnection, usePCloudConnection } from '../../api/gallery.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { PCloudSettingsForm } from './pcloud-settings-form.tsx'

/** The workspace's pCloud account: where "Uložit do pCloud" copies files. Only the owner changes it. */
export function PCloudSettingsCard({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slugs)
  const connection = usePCloudConnection(slugs)
  const remove = useDeletePCloudConnection()
  const current = connection.data
  return (
    <SectionCard title={t('gallery.pcloud.title')} lead={t('gallery.pcloud.lead')}>
      {connection.isPending ? <PageSkeleton rows={2} /> : null}
      {connection.error ? <ErrorState error={connection.error} onRetry={() => void connection.refetch()} /> : null}
      {current ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Group gap="xs">
                <Badge color={current.connected ? 'teal' : 'gray'} variant="light" tt="none">
                  {current.connected ? t('gallery.pcloud.connected') : t('gallery.pcloud.notConnected')}
                </Badge>
                {current.region ? <Text size="sm">{t(`gallery.pcloud.region${current.region}`)}</Text> : null}
              </Group>
              {current.connected ? (
                <Text size="sm" c="dimmed">
                  {t('gallery.pcloud.summary', {
                    folder: current.folderPath,
                    stored: current.stored,
                    queued: current.queued,
                  })}
                </Text>
              ) : null}
            </Stack>
            {current.connected && may('workspace.settings') ? (
              <ConfirmAction
                label={t('gallery.pcloud.disconnect')}
                icon={<IconPlugConnectedX size={18} />}
                title={t('gallery.pcloud.disconnectTitle')}
                text={t('gallery.pcloud.disconnectText')}
                confirmLabel={t('gallery.pcloud.disconnect')}
                onConfirm={() =>
                  remove.run(
                    { params: { slugs } },
                    { success: () => notifications.show({ message: t('gallery.pcloud.disconnected') }) },
                  )
                }
              />
            ) : null}
          </Group>
          {current.problem ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
              {t(`gallery.pcloud.problem.${current.problem}`)}
            </Alert>
          ) : null}
          {may('workspace.settings') ? (
            <PCloudSettingsForm key={current.version ?? 'new'} slugs={slugs} current={current} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('gallery.pcloud.ownerOnly')}
            </Text>
          )}
        </Stack>
      ) : null}
    </SectionCard>
  )
}
