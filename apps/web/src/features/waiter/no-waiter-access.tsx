import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconDeviceTablet, IconLogin } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { withNext } from '../../lib/return-path.ts'

export type NoAccessReason = 'signedOut' | 'noRole' | 'forbidden'

/** Why the waiter tool cannot open here, and the two ways in: sign in, or connect this device. */
export function NoWaiterAccess({ reason }: { reason: NoAccessReason }) {
  const { t } = useTranslation()
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={480}
      mx="auto"
      mt="xl"
      data-testid="waiter-no-access"
    >
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('waiter.access.title')}
        </Title>
        <Text>{t(`waiter.access.${reason}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('waiter.access.how')}
        </Text>
        <Group grow wrap="wrap">
          <Button component={Link} to={withNext('/sign-in', '/waiter')} size="lg" leftSection={<IconLogin />}>
            {t('waiter.access.signIn')}
          </Button>
          <Button component={Link} to="/device" size="lg" variant="default" leftSection={<IconDeviceTablet />}>
            {t('waiter.access.device')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
