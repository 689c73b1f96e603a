import { forgotPassword } from '@innkeep/contract'
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { IconMailCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useForgotPassword } from '../../api/sign-in.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { PageCard } from '../../components/page-card.tsx'

/** Asks for a link to set a new password; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation()
  const form = useForm({ resolver: localizedResolver(forgotPassword.body), defaultValues: { email: '' } })
  const server = useServerMessages(form)
  const { run, isPending } = useForgotPassword()
  const [sent, setSent] = useState(false)

  const submit = form.handleSubmit(async (body) => {
    server.clear()
    await run({ body }, { validation: server.validation, success: () => setSent(true) })
  })

  return (
    <PageCard title={t('auth.forgot.title')} lead={sent ? undefined : t('auth.forgot.lead')}>
      {sent ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck />} role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormAlert messages={server.formMessages} />
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              {...requiredField}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" loading={isPending} fullWidth size="md">
              {t('auth.forgot.send')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/sign-in">
          {t('auth.backToSignIn')}
        </Anchor>
      </Text>
    </PageCard>
  )
}
