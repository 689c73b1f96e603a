import { addPasskey } from '@innkeep/contract'
import { Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useAddPasskey, usePasskeyRegistrationOptions } from '../../api/account.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { deviceName } from './device-name.ts'

const NameForm = addPasskey.body.pick({ name: true })

/** The browser's prompt to create a passkey; null when the person cancels it or the authenticator refuses. */
async function askBrowser(options: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON
    return (await startRegistration({ optionsJSON })) as unknown as Record<string, unknown>
  } catch {
    return null
  }
}

/** Přidat přístupový klíč: a name to recognise it by, the server's challenge, the browser's prompt. */
export function AddPasskeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const form = useForm({ resolver: localizedResolver(NameForm), defaultValues: { name: '' } })
  const server = useServerMessages(form)
  const options = usePasskeyRegistrationOptions()
  const add = useAddPasskey()
  const [refused, setRefused] = useState(false)
  const [busy, setBusy] = useState(false)
  const { reset } = form
  const { clear } = server

  useEffect(() => {
    if (!opened) return
    reset({ name: deviceName(navigator.userAgent, t('account.passkeys.defaultName')) })
    clear()
    setRefused(false)
  }, [opened, reset, clear, t])

  const submit = form.handleSubmit(async ({ name }) => {
    server.clear()
    setRefused(false)
    setBusy(true)
    try {
      const challenge = await options.run({}, { validation: server.validation })
      if (challenge.kind !== 'success') return
      const credential = await askBrowser(challenge.payload.options)
      if (!credential) {
        setRefused(true)
        return
      }
      await add.run(
        { body: { challengeId: challenge.payload.challengeId, name, credential } },
        {
          validation: server.validation,
          success: (passkey) => {
            notifications.show({ color: 'green', message: t('account.passkeys.added', { name: passkey.name }) })
            onClose()
          },
        },
      )
    } finally {
      setBusy(false)
    }
  })

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('account.passkeys.add')}
      form={form}
      onSubmit={submit}
      loading={busy}
      submitLabel={t('account.passkeys.create')}
    >
      <Text size="sm">{t('account.passkeys.addText')}</Text>
      <FormAlert messages={server.formMessages} />
      <TextInput
        label={t('account.passkeys.name')}
        description={t('account.passkeys.nameHint')}
        maxLength={60}
        data-autofocus
        {...requiredField}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      {refused ? (
        <Text size="sm" c="red" role="status">
          {t('account.passkeys.refused')}
        </Text>
      ) : null}
    </FormDialog>
  )
}
