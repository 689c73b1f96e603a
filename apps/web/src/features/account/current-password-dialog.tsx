import { disableTotp, type Message } from '@innkeep/contract'
import { PasswordInput, Text } from '@mantine/core'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'

interface Props {
  opened: boolean
  onClose: () => void
  title: string
  text: string
  submitLabel: string
  loading: boolean
  /** Calls the server with the password; field messages land on the field, others above it. */
  onSubmit: (currentPassword: string, validation: (messages: Message[]) => void) => Promise<unknown>
}

/** A change to the second step asks for the password again: whoever borrowed the open laptop cannot make it. */
export function CurrentPasswordDialog({ opened, onClose, title, text, submitLabel, loading, onSubmit }: Props) {
  const { t } = useTranslation()
  // `{ currentPassword }`, the body of regenerateRecoveryCodes too
  const form = useForm({ resolver: localizedResolver(disableTotp.body), defaultValues: { currentPassword: '' } })
  const server = useServerMessages(form)
  const { reset } = form
  const { clear } = server

  useEffect(() => {
    if (!opened) return
    reset({ currentPassword: '' })
    clear()
  }, [opened, reset, clear])

  const submit = form.handleSubmit(async ({ currentPassword }) => {
    server.clear()
    await onSubmit(currentPassword, server.validation)
  })

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={title}
      form={form}
      onSubmit={submit}
      loading={loading}
      submitLabel={submitLabel}
    >
      <Text size="sm">{text}</Text>
      <FormAlert messages={server.formMessages} />
      <PasswordInput
        label={t('account.currentPassword')}
        autoComplete="current-password"
        visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
        data-autofocus
        {...requiredField}
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
    </FormDialog>
  )
}
