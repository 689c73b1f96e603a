import type { MenuCategory, Station } from '@innkeep/contract'
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDeleteStation, useRestaurantStations } from '../../api/stations.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { StationDialog, type StationDialogState } from './station-dialog.tsx'

interface Props {
  slug: string
  restaurantId: string
  categories: MenuCategory[]
}

/**
 * Where the menu's items are prepared: the kitchen, the bar. A category routed to a station sends it
 * a ticket of every order; a station is deleted once nothing waits on it.
 */
export function MenuStations({ slug, restaurantId, categories }: Props) {
  const { t } = useTranslation()
  const stations = useRestaurantStations(slug, restaurantId)
  const [dialog, setDialog] = useState<StationDialogState>(null)
  const remove = useDeleteStation()
  const icon = { variant: 'subtle', color: 'gray', size: 'lg' } as const
  const routed = (station: Station) =>
    categories
      .filter((category) => category.stationId === station.id)
      .map((category) => category.name)
      .join(', ')

  const deleteStation = (station: Station) =>
    remove.run(
      { params: { slugs: slug, id: station.id } },
      {
        validation: (messages) =>
          notifications.show({ color: 'red', message: messages[0]?.text ?? t('restaurantAdmin.station.notDeleted') }),
        success: () =>
          notifications.show({ color: 'green', message: t('restaurantAdmin.station.deleted', { name: station.name }) }),
      },
    )

  const list = stations.data ?? []
  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-labelledby="menu-stations-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="menu-stations-title">
            {t('restaurantAdmin.station.title')}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
            {t('restaurantAdmin.station.add')}
          </Button>
        </Group>
        {list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {stations.isPending ? '…' : t('restaurantAdmin.station.emptyHint')}
          </Text>
        ) : (
          <Stack gap={4} data-testid="menu-stations">
            {list.map((station) => (
              <Group key={station.id} gap={2} wrap="nowrap" data-testid="menu-station">
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }} px="sm">
                  <Group gap="xs" wrap="nowrap">
                    <Text fw={600} truncate>
                      {station.name}
                    </Text>
                    {station.openTickets > 0 ? (
                      <Badge variant="light" color="orange">
                        {t('restaurantAdmin.station.open', { count: station.openTickets })}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed" truncate>
                    {routed(station) || t('restaurantAdmin.station.noCategory')}
                  </Text>
                </Stack>
                <IconButton
                  label={t('restaurantAdmin.station.rename', { name: station.name })}
                  {...icon}
                  onClick={() => setDialog(station)}
                >
                  <IconPencil size={18} />
                </IconButton>
                <ConfirmAction
                  label={t('restaurantAdmin.station.delete', { name: station.name })}
                  icon={<IconTrash size={18} />}
                  title={t('restaurantAdmin.station.deleteTitle')}
                  text={t('restaurantAdmin.station.deleteText', { name: station.name })}
                  confirmLabel={t('restaurantAdmin.station.deleteConfirm')}
                  onConfirm={() => deleteStation(station)}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <StationDialog slug={slug} restaurantId={restaurantId} state={dialog} onClose={() => setDialog(null)} />
    </Paper>
  )
}
