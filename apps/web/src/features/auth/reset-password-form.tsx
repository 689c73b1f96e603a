import { type Message, Password, type SignInAnswer } from '@innkeep/contract'
import { Button, Stack } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useResetPassword } from '../../api/sign-in.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

interface Props {
  token: string
  onAnswer: (answer: SignInAnswer) => void
  /** The link is no longer valid (used, expired): the server's message says so. */
  onInvalidLink: (messages: Message[]) => void
}

/** The new password, twice; the same rules as at sign-up. */
export function ResetPasswordForm({ token, onAnswer, onInvalidLink }: Props) {
  const { t } = useTranslation()
  const schema = useMemo(
    () =>
      z
        .object({ password: Password, repeat: z.string() })
        .refine((v) => v.password === v.repeat, { path: ['repeat'], message: t('auth.passwordMismatch') }),
    [t],
  )
  const form = useForm({ resolver: localizedResolver(schema), defaultValues: { password: '', repeat: '' } })
  const server = useServerMessages(form)
  const { run, isPending } = useResetPassword()
  const errors = form.formState.errors

  const submit = form.handleSubmit(async ({ password }) => {
    server.clear()
    await run(
      { body: { token, password } },
      {
        validation: (messages) =>
          messages.some((m) => m.field === 'token') ? onInvalidLink(messages) : server.validation(messages),
        success: onAnswer,
      },
    )
  })

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={server.formMessages} />
        <NewPasswordFields
          password={form.register('password')}
          repeat={form.register('repeat')}
          passwordError={errors.password?.message}
          repeatError={errors.repeat?.message}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {t('auth.reset.save')}
        </Button>
      </Stack>
    </form>
  )
}
