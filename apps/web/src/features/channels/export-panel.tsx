import type { ChannelExport, CreateChannelExport } from '@innkeep/contract'
import { Button, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconWorldUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { usePublishExport, useRevokeExport } from '../../api/channels.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { CopyField } from '../../components/copy-field.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slugs: string
  /** The room's or group's name, in labels and messages. */
  name: string
  /** What publishing sends: a room, or a group with its mode. */
  target: CreateChannelExport
  published: ChannelExport | null
  timeZone: string
}

/** A room's or group's feed for the portals: its secret address to copy; publish, a new address, revoke. */
export function ExportPanel({ slugs, name, target, published, timeZone }: Props) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const publish = usePublishExport()
  const revoke = useRevokeExport()
  const vars = { room: name }
  const publishNow = (message: string) =>
    publish.run({ params: { slugs }, body: target }, { success: () => notifications.show({ color: 'green', message }) })
  return (
    <Stack gap="xs" data-testid="channel-export">
      <Title order={4} size="h6">
        {t('channels.export.title')}
      </Title>
      {published ? (
        <>
          <CopyField label={t('channels.export.address')} value={published.url} testId="channel-export-url" />
          <Text size="xs" c="dimmed">
            {t(target.groupId ? 'channels.export.sinceGroup' : 'channels.export.since', {
              at: format.dateTime(published.createdAt),
            })}
          </Text>
          <Group gap="xs">
            <ConfirmButton
              label={t('channels.export.renew')}
              aria-label={t('channels.export.renewLabel', vars)}
              variant="default"
              color="gray"
              title={t('channels.export.renewTitle')}
              text={t('channels.export.renewText', vars)}
              confirmLabel={t('channels.export.renewConfirm')}
              onConfirm={() => publishNow(t('channels.export.renewed', vars))}
            />
            <ConfirmButton
              label={t('channels.export.revoke')}
              aria-label={t('channels.export.revokeLabel', vars)}
              title={t('channels.export.revokeTitle')}
              text={t('channels.export.revokeText', vars)}
              confirmLabel={t('channels.export.revokeConfirm')}
              loading={revoke.isPending}
              onConfirm={() =>
                revoke.run(
                  { params: { slugs, id: published.id } },
                  { success: () => notifications.show({ message: t('channels.export.revoked', vars) }) },
                )
              }
            />
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('channels.export.none')}
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconWorldUpload size={18} />}
              loading={publish.isPending}
              aria-label={t('channels.export.publishLabel', vars)}
              onClick={() => void publishNow(t('channels.export.published', vars))}
            >
              {t('channels.export.publish')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
