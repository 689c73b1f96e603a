import { Anchor, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageCard } from '../../components/page-card.tsx'
import { withNext } from '../../lib/return-path.ts'
import { CredentialsForm } from './credentials-form.tsx'

export function SignUpPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  return (
    <PageCard title={t('auth.signUpTitle')} lead={t('auth.signUpLead')}>
      <CredentialsForm kind="signUp" />
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to={withNext('/sign-in', search.get('next'))}>
          {t('auth.goSignIn')}
        </Anchor>
      </Text>
    </PageCard>
  )
}
