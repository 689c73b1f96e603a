import { accountSecurity, accountSessions, Password } from '@innkeep/contract'
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core'
import { IconCircleCheck } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useChangePassword } from '../../api/account.ts'
import { saveSession } from '../../api/credentials.ts'
import { invalidate } from '../../api/query.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

const blank = { currentPassword: '', newPassword: '', repeat: '' }

/** Heslo: the current one, the new one twice; the other devices are signed out, this one keeps going. */
export function PasswordSection({ changedAt }: { changedAt: string | null }) {
  const { t } = useTranslation()
  const format = useFormat()
  const queryClient = useQueryClient()
  const schema = useMemo(
    () =>
      z
        .object({ currentPassword: z.string().min(1).max(200), newPassword: Password, repeat: z.string() })
        .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: t('auth.passwordMismatch') }),
    [t],
  )
  const form = useForm({ resolver: localizedResolver(schema), defaultValues: blank })
  const server = useServerMessages(form)
  const { run, isPending } = useChangePassword()
  const [ended, setEnded] = useState<number | null>(null)
  const errors = form.formState.errors
  const toggle = { 'aria-label': t('auth.togglePassword') }

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    server.clear()
    setEnded(null)
    await run(
      { body: { currentPassword, newPassword } },
      {
        validation: server.validation,
        success: ({ idToken, expiresAt, endedSessions }) => {
          // the new token first: the lists read again with it
          saveSession({ idToken, expiresAt })
          void invalidate(queryClient, [accountSecurity, accountSessions])
          form.reset(blank)
          setEnded(endedSessions)
        },
      },
    )
  })

  return (
    <SectionCard
      title={t('account.password.title')}
      lead={changedAt ? t('account.password.changedAt', { date: format.date(changedAt) }) : undefined}
    >
      {ended !== null ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
          {ended > 0 ? t('account.password.doneEnded', { count: ended }) : t('account.password.done')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={server.formMessages} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <PasswordInput
              label={t('account.currentPassword')}
              autoComplete="current-password"
              visibilityToggleButtonProps={toggle}
              {...requiredField}
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <NewPasswordFields
              password={form.register('newPassword')}
              repeat={form.register('repeat')}
              passwordError={errors.newPassword?.message}
              repeatError={errors.repeat?.message}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isPending}>
              {t('account.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
