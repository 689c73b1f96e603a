import { ActionIcon, Avatar, Menu } from '@mantine/core'
import { IconDeviceTablet, IconLogout, IconShieldLock, IconUserEdit } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { clearSession, useCredentials } from '../../api/credentials.ts'
import { endThisSession } from '../../api/sign-in.ts'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return parts.length === 0
    ? '?'
    : parts
        .map((p) => p[0]?.toUpperCase() ?? '')
        .join('')
        .slice(0, 2)
}

/** Who is signed in, their name, this device, sign out. */
export function UserMenu({ fullName, email }: { fullName: string; email: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { device } = useCredentials()

  async function signOut() {
    // the issuer ends the session first (its token stops working), but here it ends regardless
    await endThisSession()
    clearSession()
    queryClient.clear()
    navigate('/sign-in', { replace: true })
  }

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          size={40}
          radius="xl"
          aria-label={device ? t('shell.userMenu') : `${initials(fullName)} – ${t('shell.userMenu')}`}
        >
          <Avatar size={34} radius="xl" color="blue">
            {device ? <IconDeviceTablet size={18} /> : initials(fullName)}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {fullName || t('shell.device')}
          {email ? <div>{email}</div> : null}
        </Menu.Label>
        {device ? null : (
          <>
            <Menu.Item
              component={Link}
              to={`/identity?next=${encodeURIComponent(location.pathname)}`}
              leftSection={<IconUserEdit size={16} aria-hidden />}
            >
              {t('shell.myName')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={`/account/security?next=${encodeURIComponent(location.pathname)}`}
              leftSection={<IconShieldLock size={16} aria-hidden />}
            >
              {t('account.menu')}
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to="/device" leftSection={<IconDeviceTablet size={16} aria-hidden />}>
          {t('shell.thisDevice')}
        </Menu.Item>
        {device ? null : (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
              {t('shell.signOut')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  )
}
