import { Credentials, signIn } from '@innkeep/contract'
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { clearDeviceAccess, saveSession } from '../../api/credentials.ts'
import { useSignIn, useSignUp } from '../../api/identity.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { safeReturnPath } from '../../lib/return-path.ts'

const schemas = { signIn: signIn.body, signUp: Credentials }

/** E-mail and password; signs in (or creates the account) and returns where the user was going. */
export function CredentialsForm({ kind }: { kind: 'signIn' | 'signUp' }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const form = useForm({ resolver: localizedResolver(schemas[kind]), defaultValues: { email: '', password: '' } })
  const server = useServerMessages(form)
  const signInCall = useSignIn()
  const signUpCall = useSignUp()
  const { run, isPending } = kind === 'signIn' ? signInCall : signUpCall
  const errors = form.formState.errors

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    await run(
      { body: values },
      {
        validation: server.validation,
        success: (session) => {
          clearDeviceAccess()
          queryClient.clear()
          saveSession(session)
          navigate(safeReturnPath(search.get('next')), { replace: true })
        },
      },
    )
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
        <PasswordInput
          label={t('auth.password')}
          description={kind === 'signUp' ? t('auth.passwordHint') : undefined}
          autoComplete={kind === 'signUp' ? 'new-password' : 'current-password'}
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          {...requiredField}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {kind === 'signIn' ? t('auth.signIn') : t('auth.signUp')}
        </Button>
      </Stack>
    </form>
  )
}
