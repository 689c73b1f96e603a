import { Button, Group, Menu, Paper, Select, Text } from '@mantine/core'
import { IconBuildingStore, IconLayoutGrid } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { OfflineBanner } from './offline/offline-banner.tsx'
import { useWaiter } from './waiter-context.ts'
import { useToastsBelow } from './waiter-toasts.ts'
// its rule that moves the toasts below this header applies on every waiter screen
import './waiter.module.css'

/**
 * Back to the tables, the restaurant (when there are several), who waits and where, and the offline
 * banner when there is no connection; toasts start below all of it.
 */
export function WaiterHeader() {
  const { t } = useTranslation()
  const { info, restaurantId, chooseRestaurant, workspaces, chooseWorkspace } = useWaiter()
  const header = useRef<HTMLElement>(null)
  useToastsBelow(header)
  return (
    <Paper
      ref={header}
      component="header"
      className="no-print"
      radius={0}
      withBorder
      px={{ base: 'xs', sm: 'md' }}
      py={6}
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to="/waiter" size="md" variant="light" leftSection={<IconLayoutGrid />}>
            {t('waiter.nav.tables')}
          </Button>
          {info.restaurants.length > 1 ? (
            <Select
              aria-label={t('waiter.nav.restaurant')}
              size="md"
              w={180}
              allowDeselect={false}
              data={info.restaurants.map((r) => ({ value: r.id, label: r.name }))}
              value={restaurantId}
              onChange={(id) => id && chooseRestaurant(id)}
            />
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {workspaces.length > 1 ? (
            <Menu position="bottom-end" shadow="md">
              <Menu.Target>
                <Button variant="default" size="md" leftSection={<IconBuildingStore />}>
                  {info.workspace.name}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {workspaces.map((w) => (
                  <Menu.Item key={w.slug} onClick={() => chooseWorkspace(w.slug)}>
                    {w.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Text size="sm" fw={600} visibleFrom="xs">
              {info.workspace.name}
            </Text>
          )}
          <Text size="sm" c="dimmed" visibleFrom="sm">
            {info.waiter.name}
          </Text>
          <LanguageSwitch />
        </Group>
      </Group>
      <OfflineBanner />
    </Paper>
  )
}
