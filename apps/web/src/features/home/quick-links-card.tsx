import type { Permission } from '@innkeep/contract'
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useReceptionOverview } from '../../api/reservations.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { todayIn } from '../../lib/local-date.ts'
import { QUICK_LINKS } from './quick-links.ts'

/** Today's numbers for the reception link: arrivals, departures, guests in the house. */
function useToday(slugs: string, enabled: boolean, timeZone: string) {
  const overview = useReceptionOverview(slugs, todayIn(timeZone), enabled)
  if (!enabled || !overview.data) return null
  const { arrivals, departures, inHouse } = overview.data
  return { arrivals: arrivals.length, departures: departures.length, inHouse: inHouse.length }
}

/** Where to go next: the areas this role may use, the reception link with today's numbers. */
export function QuickLinksCard({ permissions }: { permissions: Permission[] }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const links = QUICK_LINKS.filter((link) => permissions.includes(link.permission))
  const today = useToday(slugs, permissions.includes('accommodation.read'), timeZone)
  if (links.length === 0) return null
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('home.quickTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {links.map(({ key, to, icon: Icon }) => (
            <UnstyledButton
              key={key}
              component={Link}
              to={`/${slugs}/${to}`}
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Stack gap={0}>
                  <Text fw={600}>{t(`home.quick.${key}.name`)}</Text>
                  <Text size="sm" c="dimmed">
                    {key === 'reception' && today
                      ? t('home.quick.reception.today', today)
                      : t(`home.quick.${key}.text`)}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
