import type { WorkspaceUser } from '@innkeep/contract'
import { Box, Burger, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useCredentials } from '../../api/credentials.ts'
import { Brand } from '../../components/brand.tsx'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { NotificationBell } from '../../features/notifications/notification-bell.tsx'
import { QuickSearch } from '../../features/quick-search/quick-search.tsx'
import { UserMenu } from './user-menu.tsx'
import { WorkspaceSwitcher } from './workspace-switcher.tsx'

interface Props {
  slug: string
  user: WorkspaceUser | null | undefined
  navOpened: boolean
  onToggleNav: () => void
}

export function ShellHeader({ slug, user, navOpened, onToggleNav }: Props) {
  const { t } = useTranslation()
  // a shared device is no one member: notifications are people's
  const { device } = useCredentials()
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleNavigation')}
          aria-expanded={navOpened}
        />
        <Box visibleFrom="sm" component={Link} to={`/${slug}`} aria-label="Innkeep" c="inherit">
          <Brand compact />
        </Box>
        <Box style={{ minWidth: 0 }}>
          <WorkspaceSwitcher slug={slug} name={user?.company.name} />
        </Box>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {user ? <QuickSearch slug={slug} /> : null}
        {user && !device ? <NotificationBell slug={slug} /> : null}
        <LanguageSwitch />
        <UserMenu fullName={user?.me.fullName ?? ''} email={user?.me.email ?? ''} />
      </Group>
    </Group>
  )
}
