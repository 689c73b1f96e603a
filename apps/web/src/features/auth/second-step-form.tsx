import type { Message } from '@innkeep/contract'
import { Anchor, Button, Divider, Stack, Text } from '@mantine/core'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { type CodeKind, SecondStepCode } from './second-step-code.tsx'
import type { SecondStepTicket } from './use-finish-sign-in.ts'
import { usePasskeyAuthentication } from './use-passkey-authentication.ts'

interface Props {
  step: SecondStepTicket
  /** The ticket is no longer valid: the messages say why, the person starts again. */
  onExpired: (messages: Message[]) => void
}

/** "Ověření ve dvou krocích": a code from the app, a recovery code, or a passkey finishes signing in. */
export function SecondStepForm({ step, onExpired }: Props) {
  const { t } = useTranslation()
  const { methods, ticket } = step
  const canRecover = methods.includes('RECOVERY_CODE')
  const canSwitch = methods.includes('TOTP') && canRecover
  const canPasskey = methods.includes('PASSKEY') && browserSupportsWebAuthn()
  const firstKind: CodeKind | null = methods.includes('TOTP') ? 'TOTP' : canRecover ? 'RECOVERY_CODE' : null
  const [kind, setKind] = useState(firstKind)
  const [messages, setMessages] = useState<Message[]>([])
  const passkey = usePasskeyAuthentication((answer) =>
    answer.some((m) => m.field === 'ticket') ? onExpired(answer) : setMessages(answer),
  )
  const lead = kind === 'TOTP' ? 'leadCode' : kind === 'RECOVERY_CODE' ? 'leadRecovery' : 'leadPasskey'

  return (
    <Stack gap="md">
      <Text c="dimmed">{t(`auth.secondStep.${lead}`)}</Text>
      {!kind && !canPasskey ? <Text c="red">{t('auth.secondStep.noMethod')}</Text> : null}
      {kind ? <SecondStepCode key={kind} ticket={ticket} kind={kind} onExpired={onExpired} /> : null}
      {kind && canSwitch ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => setKind(kind === 'TOTP' ? 'RECOVERY_CODE' : 'TOTP')}
        >
          {kind === 'TOTP' ? t('auth.secondStep.useRecoveryCode') : t('auth.secondStep.useAppCode')}
        </Anchor>
      ) : null}
      {canPasskey ? (
        <>
          {kind ? <Divider label={t('auth.or')} labelPosition="center" /> : null}
          <FormAlert messages={messages} />
          <Button
            variant={kind ? 'default' : 'filled'}
            size="md"
            fullWidth
            leftSection={<IconKey size={18} aria-hidden />}
            loading={passkey.busy}
            onClick={() => {
              setMessages([])
              void passkey.authenticate(ticket)
            }}
          >
            {t('auth.secondStep.usePasskey')}
          </Button>
          {passkey.refused ? (
            <Text size="sm" c="red" role="status">
              {t('auth.passkeyRefused')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Stack>
  )
}
