import type { Permission } from '@innkeep/contract'
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconBuilding, IconUserPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useParams } from 'react-router'
import { useCredentials } from '../../api/credentials.ts'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { ChannelConflictsCard } from './channel-conflicts-card.tsx'
import { QuickLinksCard } from './quick-links-card.tsx'

/**
 * `/:slugs`: conflicts with the portals' calendars when there are some, a welcome and the areas this
 * role may use (with today's numbers); `top` is what the app puts above them (the dashboard, composed
 * in app/pages/home-route.tsx).
 */
export function HomePage({ top }: { top?: ReactNode }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { data } = useWorkspaceUser(slugs)
  const { device } = useCredentials()
  if (!data) return null
  // a device (access hash) has a name but no person behind it
  const firstName = device ? '' : (data.me.fullName.split(' ')[0] ?? '')
  const may = (permission: Permission) => data.me.permissions.includes(permission)
  // a housekeeper's work is the cleaning list: open it straight away
  if (may('housekeeping') && !may('accommodation.read')) return <Navigate to="housekeeping" replace />
  return (
    <Stack gap="lg" maw={1100}>
      {/* a portal selling a night we sold too needs someone now: above everything else */}
      <ChannelConflictsCard />
      {top}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-blue-light)">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {firstName ? t('home.welcomeNamed', { name: firstName }) : t('home.welcome')}
          </Title>
          <Text size="lg">{t('home.companyLine', { company: data.company.name })}</Text>
          <Text c="dimmed">{may('members.manage') ? t('home.leadOwner') : t('home.lead')}</Text>
          <Group gap="sm" mt="xs">
            <Button component={Link} to="settings/company" leftSection={<IconBuilding size={18} />}>
              {t('home.companyProfile')}
            </Button>
            {may('members.manage') ? (
              <Button component={Link} to="settings/members" variant="default" leftSection={<IconUserPlus size={18} />}>
                {t('home.inviteColleagues')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      <QuickLinksCard permissions={data.me.permissions} />
    </Stack>
  )
}
