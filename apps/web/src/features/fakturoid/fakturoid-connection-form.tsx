import type { FakturoidConnection, Message } from '@innkeep/contract'
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveFakturoidConnection } from '../../api/fakturoid.ts'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { requiredField, requiredUnless } from '../../components/form/required-field.ts'

/** Account, Client ID and Client secret; the server reaches the account with them before it keeps them. */
export function FakturoidConnectionForm({ slugs, current }: { slugs: string; current: FakturoidConnection }) {
  const { t } = useTranslation()
  const save = useSaveFakturoidConnection()
  const [accountSlug, setAccountSlug] = useState(current.accountSlug ?? '')
  const [clientId, setClientId] = useState('')
  const [clientSecret, setClientSecret] = useState('')
  const [messages, setMessages] = useState<Message[]>([])
  const fieldError = (field: string) => messages.find((m) => m.field === field)?.text
  const keepHint = current.connected ? t('fakturoid.connection.keep') : undefined

  const submit = () => {
    setMessages([])
    return save.run(
      {
        params: { slugs },
        body: {
          accountSlug,
          ...(clientId.trim() ? { clientId: clientId.trim() } : {}),
          ...(clientSecret.trim() ? { clientSecret: clientSecret.trim() } : {}),
          ...(current.version === null ? {} : { version: current.version }),
        },
      },
      {
        validation: setMessages,
        conflict: (_, conflictMessages) => setMessages(conflictMessages),
        success: () => {
          setClientId('')
          setClientSecret('')
          notifications.show({ color: 'green', message: t('fakturoid.connection.saved') })
        },
      },
    )
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      noValidate
    >
      <Stack gap="sm">
        <FormAlert messages={messages.filter((m) => !m.field)} />
        <TextInput
          label={t('fakturoid.connection.accountSlug')}
          description={t('fakturoid.connection.accountSlugHint')}
          value={accountSlug}
          onChange={(event) => setAccountSlug(event.currentTarget.value)}
          error={fieldError('accountSlug')}
          {...requiredField}
          autoComplete="off"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label={t('fakturoid.connection.clientId')}
            description={keepHint}
            value={clientId}
            onChange={(event) => setClientId(event.currentTarget.value)}
            error={fieldError('clientId')}
            {...requiredUnless(current.connected)}
            autoComplete="off"
          />
          <PasswordInput
            label={t('fakturoid.connection.clientSecret')}
            description={keepHint}
            value={clientSecret}
            onChange={(event) => setClientSecret(event.currentTarget.value)}
            error={fieldError('clientSecret')}
            {...requiredUnless(current.connected)}
            autoComplete="off"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {current.connected ? t('fakturoid.connection.saveChanges') : t('fakturoid.connection.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
