import type { Message } from '@innkeep/contract'
import { Button, Divider, Stack, Text } from '@mantine/core'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { usePasskeyAuthentication } from './use-passkey-authentication.ts'

/** Signing in without a password: any passkey of this device's person (nothing when the browser has none). */
export function PasskeySignIn() {
  const { t } = useTranslation()
  const [messages, setMessages] = useState<Message[]>([])
  const passkey = usePasskeyAuthentication(setMessages)
  if (!browserSupportsWebAuthn()) return null
  return (
    <Stack gap="xs">
      <Divider label={t('auth.or')} labelPosition="center" />
      <FormAlert messages={messages} />
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconKey size={18} aria-hidden />}
        loading={passkey.busy}
        onClick={() => {
          setMessages([])
          void passkey.authenticate()
        }}
      >
        {t('auth.passkeySignIn')}
      </Button>
      {passkey.refused ? (
        <Text size="sm" c="red" role="status">
          {t('auth.passkeyRefused')}
        </Text>
      ) : null}
    </Stack>
  )
}
