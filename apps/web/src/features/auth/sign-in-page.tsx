import { Anchor, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageCard } from '../../components/page-card.tsx'
import { withNext } from '../../lib/return-path.ts'
import { CredentialsForm } from './credentials-form.tsx'

export function SignInPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const next = search.get('next')
  return (
    <PageCard title={t('auth.signInTitle')} lead={t('auth.signInLead')}>
      <CredentialsForm kind="signIn" />
      <Stack gap={4} align="center">
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={withNext('/sign-up', next)}>
            {t('auth.createAccount')}
          </Anchor>
        </Text>
        <Anchor component={Link} to="/device" size="sm" c="dimmed">
          {t('auth.useDeviceKey')}
        </Anchor>
      </Stack>
    </PageCard>
  )
}
