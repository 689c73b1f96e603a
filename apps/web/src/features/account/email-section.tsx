import { type AccountSecurity, changeEmail } from '@innkeep/contract'
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { IconMailForward } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useChangeEmail } from '../../api/account.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'

/** Přihlašovací e-mail: the address now, a change waiting for its confirmation, a new one. */
export function EmailSection({ security }: { security: AccountSecurity }) {
  const { t } = useTranslation()
  const form = useForm({
    resolver: localizedResolver(changeEmail.body),
    defaultValues: { newEmail: '', currentPassword: '' },
  })
  const server = useServerMessages(form)
  const { run, isPending } = useChangeEmail()
  const [sent, setSent] = useState(false)
  const errors = form.formState.errors

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    setSent(false)
    await run(
      { body },
      {
        validation: server.validation,
        success: () => {
          form.reset()
          setSent(true)
        },
      },
    )
  })

  return (
    <SectionCard title={t('account.email.title')} lead={t('account.email.current', { email: security.email })}>
      {security.pendingEmail ? (
        <Text size="sm">{t('account.email.pending', { email: security.pendingEmail })}</Text>
      ) : null}
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailForward />} role="status">
          {t('account.email.sent')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert messages={server.formMessages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('account.email.newEmail')}
              type="email"
              autoComplete="email"
              {...requiredField}
              error={errors.newEmail?.message}
              {...form.register('newEmail')}
            />
            <PasswordInput
              label={t('account.currentPassword')}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
              {...requiredField}
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={isPending}>
              {t('account.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}
