import { Badge, Button, Loader, Menu, Text } from '@mantine/core'
import { IconChefHat } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useWaiterStations } from '../../api/stations.ts'

/**
 * Turns a tablet into the kitchen's or the bar's screen: the restaurant's stations, read only when
 * the menu opens (a waiter's phone never asks).
 */
export function StationPicker({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const stations = useWaiterStations(opened ? restaurantId : null)
  const list = stations.data ?? []
  return (
    <Menu position="bottom-end" shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button variant="default" size="md" leftSection={<IconChefHat />}>
          {t('waiter.station.picker')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {stations.isPending ? (
          <Loader size="sm" m="sm" aria-label={t('waiter.station.loading')} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm" maw={260}>
            {t('waiter.station.none')}
          </Text>
        ) : (
          list.map((station) => (
            <Menu.Item
              key={station.id}
              component={Link}
              to={`/waiter/station/${station.id}`}
              rightSection={
                station.openTickets > 0 ? (
                  <Badge variant="light" color="orange">
                    {station.openTickets}
                  </Badge>
                ) : null
              }
            >
              {station.name}
            </Menu.Item>
          ))
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
