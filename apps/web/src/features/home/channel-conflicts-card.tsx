import type { ChannelConflict, ReservationStatus } from '@innkeep/contract'
import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useChannelConflicts, useResolveConflict } from '../../api/home.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { StatusBadge } from '../../components/reservation-status.tsx'
import { useFormat } from '../../i18n/use-format.ts'

// a stay's dates stay on one line rather than break inside a date
const NO_WRAP = { whiteSpace: 'nowrap' } as const

function ConflictRow({ conflict, canResolve }: { conflict: ChannelConflict; canResolve: boolean }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const format = useFormat()
  const resolve = useResolveConflict()
  const { block, reservation } = conflict
  const portal = t('home.conflicts.portal', { portal: block.feedName, kind: t(`timeline.blockKind.${block.kind}`) })
  const resolveNow = () =>
    resolve.run(
      { params: { slugs, id: block.id } },
      {
        success: () =>
          notifications.show({ color: 'green', message: t('home.conflicts.resolved', { code: reservation.code }) }),
        notFound: () => notifications.show({ color: 'orange', message: t('home.conflicts.gone') }),
      },
    )
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      p="sm"
      wrap="wrap"
      data-testid="channel-conflict"
      style={{ border: '1px solid var(--mantine-color-red-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
        <Text fw={600}>{conflict.resourceName}</Text>
        <Text size="sm">
          <Text span fw={500}>
            {portal}:
          </Text>{' '}
          <Text span inherit style={NO_WRAP}>
            {format.stay(block.since, block.till)}
          </Text>
        </Text>
        <Group gap={6} wrap="wrap">
          <Text size="sm">
            <Text span fw={500}>
              {t('home.conflicts.ours')}
            </Text>{' '}
            <Anchor
              component={Link}
              to={`/${slugs}/reservations/${reservation.id}`}
              fw={600}
              inherit
              underline="always"
            >
              {reservation.code}
            </Anchor>
            {` · ${reservation.contactName} · `}
            <Text span inherit style={NO_WRAP}>
              {format.stay(reservation.since, reservation.till)}
            </Text>
          </Text>
          <StatusBadge status={reservation.status as ReservationStatus} size="sm" />
        </Group>
      </Stack>
      {canResolve ? (
        <Button
          variant="light"
          color="green"
          leftSection={<IconCheck size={18} />}
          loading={resolve.isPending}
          onClick={() => void resolveNow()}
          aria-label={t('home.conflicts.resolveLabel', { portal: block.feedName, code: reservation.code })}
        >
          {t('home.conflicts.resolve')}
        </Button>
      ) : null}
    </Group>
  )
}

/**
 * The portals' events over our reservations, both sides of each, for the roles that read the
 * reservations; resolve for those who change them. Nothing at all while there is no conflict.
 */
export function ChannelConflictsCard() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  const conflicts = useChannelConflicts(slugs, may('accommodation.read'))
  const list = conflicts.data ?? []
  if (list.length === 0) return null
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="channel-conflicts-title"
      data-testid="channel-conflicts"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="red" variant="light" size={40} radius="md" aria-hidden>
            <IconAlertTriangle size={22} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id="channel-conflicts-title">
              {t('home.conflicts.title')} ({list.length})
            </Title>
            <Text size="sm" c="dimmed">
              {t('home.conflicts.lead')}
            </Text>
          </Stack>
        </Group>
        <Stack gap="xs">
          {list.map((conflict) => (
            <ConflictRow key={conflict.block.id} conflict={conflict} canResolve={may('accommodation.write')} />
          ))}
        </Stack>
        {may('resources.manage') ? (
          <Anchor component={Link} to={`/${slugs}/settings/channels`} size="sm">
            {t('home.conflicts.settings')}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  )
}
