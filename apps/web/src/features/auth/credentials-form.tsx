import { Credentials, type Message, signIn } from '@innkeep/contract'
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSignIn, useSignUp } from '../../api/identity.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { type SecondStepTicket, useFinishSignIn, useSignInAnswer } from './use-finish-sign-in.ts'

const schemas = { signIn: signIn.body, signUp: Credentials }

interface Props {
  kind: 'signIn' | 'signUp'
  defaultEmail?: string
  /** Shown above the form until the next try (e.g. why the second step has to start again). */
  notice?: Message[]
  /** The password was right and a second step is needed (sign-in only). */
  onSecondStep?: (step: SecondStepTicket, email: string) => void
}

/** E-mail and password; signs in (or creates the account) and returns where the user was going. */
export function CredentialsForm({ kind, defaultEmail = '', notice, onSecondStep }: Props) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: localizedResolver(schemas[kind]),
    defaultValues: { email: defaultEmail, password: '' },
  })
  const server = useServerMessages(form)
  const signInCall = useSignIn()
  const signUpCall = useSignUp()
  const finish = useFinishSignIn()
  const answer = useSignInAnswer((step) => onSecondStep?.(step, form.getValues('email')))
  const isPending = kind === 'signIn' ? signInCall.isPending : signUpCall.isPending
  const errors = form.formState.errors
  const { setFormMessages } = server

  useEffect(() => {
    if (notice?.length) setFormMessages(notice)
  }, [notice, setFormMessages])

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    const handlers = { validation: server.validation }
    if (kind === 'signIn') await signInCall.run({ body }, { ...handlers, success: answer })
    else await signUpCall.run({ body }, { ...handlers, success: finish })
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={server.formMessages} />
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          {...requiredField}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('auth.password')}
            description={kind === 'signUp' ? t('auth.passwordHint') : undefined}
            autoComplete={kind === 'signUp' ? 'new-password' : 'current-password'}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            {...requiredField}
            error={errors.password?.message}
            {...form.register('password')}
          />
          {kind === 'signIn' ? (
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('auth.forgotPasswordLink')}
              </Anchor>
            </Group>
          ) : null}
        </Stack>
        <Button type="submit" loading={isPending} fullWidth size="md">
          {kind === 'signIn' ? t('auth.signIn') : t('auth.signUp')}
        </Button>
      </Stack>
    </form>
  )
}
