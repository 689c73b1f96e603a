import { Alert, Button, Stack } from '@mantine/core'
import { IconArrowLeft, IconInfoCircle, IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useAccountSecurity } from '../../api/account.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { safeReturnPath } from '../../lib/return-path.ts'
import { EmailSection } from './email-section.tsx'
import { PasskeysSection } from './passkeys-section.tsx'
import { PasswordSection } from './password-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TotpSection } from './totp-section.tsx'

/** Můj účet → Zabezpečení: e-mail, password, second steps and signed-in devices of the built-in account. */
export function AccountSecurityPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const security = useAccountSecurity()
  const required = search.get('reason') === 'secondStepRequired'

  function content() {
    if (security.isPending) return <PageSkeleton rows={6} />
    if (security.isError || !security.data)
      return <ErrorState error={security.error} onRetry={() => void security.refetch()} />
    const account = security.data
    if (!account.builtIn)
      return (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {t('account.external')}
        </Alert>
      )
    return (
      <>
        <EmailSection security={account} />
        <PasswordSection changedAt={account.passwordChangedAt} />
        <TotpSection security={account} />
        <PasskeysSection passkeys={account.passkeys} />
        <SessionsSection />
      </>
    )
  }

  return (
    <Stack gap="lg" maw={880} mx="auto">
      <PageHeader
        title={t('account.title')}
        lead={t('account.lead')}
        actions={
          <Button
            component={Link}
            to={safeReturnPath(search.get('next'))}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t('account.back')}
          </Button>
        }
      />
      {required ? (
        <Alert color="orange" variant="light" icon={<IconShieldLock />} role="alert">
          {t('account.secondStepRequired')}
        </Alert>
      ) : null}
      {content()}
    </Stack>
  )
}
