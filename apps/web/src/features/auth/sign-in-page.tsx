import type { Message } from '@innkeep/contract'
import { Anchor, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageCard } from '../../components/page-card.tsx'
import { withNext } from '../../lib/return-path.ts'
import { CredentialsForm } from './credentials-form.tsx'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import { SecondStepForm } from './second-step-form.tsx'
import type { SecondStepTicket } from './use-finish-sign-in.ts'

export function SignInPage() {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const next = search.get('next')
  const [step, setStep] = useState<SecondStepTicket | null>(null)
  const [email, setEmail] = useState('')
  const [notice, setNotice] = useState<Message[]>([])

  if (step)
    return (
      <PageCard title={t('auth.secondStep.title')}>
        <SecondStepForm
          step={step}
          onExpired={(messages) => {
            setNotice(messages)
            setStep(null)
          }}
        />
        <Anchor component="button" type="button" size="sm" ta="center" onClick={() => setStep(null)}>
          {t('auth.backToSignIn')}
        </Anchor>
      </PageCard>
    )

  return (
    <PageCard title={t('auth.signInTitle')} lead={t('auth.signInLead')}>
      <CredentialsForm
        kind="signIn"
        defaultEmail={email}
        notice={notice}
        onSecondStep={(ticket, typed) => {
          setEmail(typed)
          setNotice([])
          setStep(ticket)
        }}
      />
      <PasskeySignIn />
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
