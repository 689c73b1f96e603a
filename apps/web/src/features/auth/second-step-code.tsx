import type { Message } from '@innkeep/contract'
import { Button, Stack, TextInput } from '@mantine/core'
import { useEffect, useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSignInSecondStep } from '../../api/sign-in.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useFinishSignIn } from './use-finish-sign-in.ts'

export type CodeKind = 'TOTP' | 'RECOVERY_CODE'

const APP_CODE = /^\d{6}$/
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/

/** The six digits of the authenticator app (typed with a space or not), or one recovery code. */
function codeSchema(kind: CodeKind, t: (key: string) => string) {
  const code =
    kind === 'TOTP'
      ? z
          .string()
          .transform((value) => value.replace(/\s/g, ''))
          .pipe(z.string().regex(APP_CODE, t('auth.secondStep.codeInvalid')))
      : z.string().trim().regex(RECOVERY_CODE, t('auth.secondStep.recoveryInvalid'))
  return z.object({ code })
}

interface Props {
  ticket: string
  kind: CodeKind
  /** The ticket is no longer valid (expired, too many tries): back to the password. */
  onExpired: (messages: Message[]) => void
}

/** The code of the second step; a right one signs in. */
export function SecondStepCode({ ticket, kind, onExpired }: Props) {
  const { t } = useTranslation()
  const schema = useMemo(() => codeSchema(kind, t), [kind, t])
  const form = useForm({ resolver: localizedResolver(schema), defaultValues: { code: '' } })
  const server = useServerMessages(form)
  const { run, isPending } = useSignInSecondStep()
  const finish = useFinishSignIn()
  const { setFocus } = form

  useEffect(() => setFocus('code'), [setFocus])

  const submit = form.handleSubmit(async ({ code }) => {
    server.clear()
    await run(
      { body: { ticket, code } },
      {
        validation: (messages) =>
          messages.some((m) => m.field === 'ticket') ? onExpired(messages) : server.validation(messages),
        success: finish,
      },
    )
  })

  const app = kind === 'TOTP'
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert messages={server.formMessages} />
        <TextInput
          label={app ? t('auth.secondStep.code') : t('auth.secondStep.recoveryCode')}
          inputMode={app ? 'numeric' : 'text'}
          autoComplete={app ? 'one-time-code' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={app ? undefined : 'xxxxx-xxxxx'}
          maxLength={app ? 7 : 11}
          size="md"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em' } }}
          {...requiredField}
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" loading={isPending} fullWidth size="md">
          {t('auth.secondStep.verify')}
        </Button>
      </Stack>
    </form>
  )
}
