import type { Message } from '@innkeep/contract'
import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { PageCard } from '../../components/page-card.tsx'
import { tokenFromHash } from './fragment-token.ts'
import { ResetPasswordForm } from './reset-password-form.tsx'
import { SecondStepForm } from './second-step-form.tsx'
import { type SecondStepTicket, useSignInAnswer } from './use-finish-sign-in.ts'

/** `/reset-password#token=…` from the e-mail: a new password, then signed in (or the second step first). */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const { hash } = useLocation()
  const [token] = useState(() => tokenFromHash(hash))
  const [invalidLink, setInvalidLink] = useState<Message[] | null>(token ? null : [])
  const [step, setStep] = useState<SecondStepTicket | null>(null)
  const [expired, setExpired] = useState<Message[] | null>(null)
  const onAnswer = useSignInAnswer(setStep)

  if (!token || invalidLink)
    return (
      <PageCard title={t('auth.reset.title')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {invalidLink?.[0]?.text ?? t('auth.reset.missingToken')}
        </Alert>
        <Anchor component={Link} to="/forgot-password" ta="center">
          {t('auth.reset.askAgain')}
        </Anchor>
      </PageCard>
    )

  if (expired)
    return (
      <PageCard title={t('auth.reset.title')}>
        <FormAlert messages={expired} />
        <Text>{t('auth.reset.signInNow')}</Text>
        <Anchor component={Link} to="/sign-in" ta="center">
          {t('auth.backToSignIn')}
        </Anchor>
      </PageCard>
    )

  if (step)
    return (
      <PageCard title={t('auth.secondStep.title')}>
        <SecondStepForm step={step} onExpired={setExpired} />
      </PageCard>
    )

  return (
    <PageCard title={t('auth.reset.title')} lead={t('auth.reset.lead')}>
      <ResetPasswordForm token={token} onAnswer={onAnswer} onInvalidLink={setInvalidLink} />
      <Stack gap={4} align="center">
        <Anchor component={Link} to="/sign-in" size="sm">
          {t('auth.backToSignIn')}
        </Anchor>
      </Stack>
    </PageCard>
  )
}
