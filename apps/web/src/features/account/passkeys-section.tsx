import type { Passkey } from '@innkeep/contract'
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { browserSupportsWebAuthn } from '@simplewebauthn/browser'
import { IconInfoCircle, IconKey } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRemovePasskey } from '../../api/account.ts'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { AddPasskeyDialog } from './add-passkey-dialog.tsx'

/** A row's button: compact beside the text on a desk, a thumb's size on a phone. */
const ROW_BUTTON_HEIGHT = { base: 44, sm: 26 }

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation()
  const format = useFormat()
  const remove = useRemovePasskey()
  const used = passkey.lastUsedAt
    ? t('account.passkeys.lastUsed', { date: format.dateTime(passkey.lastUsedAt) })
    : t('account.passkeys.neverUsed')
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <IconKey size={16} aria-hidden />
            <Text fw={500}>{passkey.name}</Text>
            {passkey.backedUp ? (
              <Badge size="sm" variant="light">
                {t('account.passkeys.synced')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('account.passkeys.created', { date: format.date(passkey.createdAt) })} · {used}
          </Text>
        </Stack>
        <ConfirmButton
          size="compact-sm"
          h={ROW_BUTTON_HEIGHT}
          label={t('account.passkeys.remove')}
          aria-label={t('account.passkeys.removeNamed', { name: passkey.name })}
          title={t('account.passkeys.removeTitle')}
          text={t('account.passkeys.removeText', { name: passkey.name })}
          confirmLabel={t('account.passkeys.remove')}
          onConfirm={() =>
            remove.run(
              { params: { id: passkey.id } },
              { success: () => notifications.show({ message: t('account.passkeys.removed') }) },
            )
          }
        />
      </Group>
    </Paper>
  )
}

/** Přístupové klíče: signing in with a fingerprint, a face or a security key instead of the password. */
export function PasskeysSection({ passkeys }: { passkeys: Passkey[] }) {
  const { t } = useTranslation()
  const [adding, setAdding] = useState(false)
  const supported = browserSupportsWebAuthn()
  return (
    <SectionCard title={t('account.passkeys.title')} lead={t('account.passkeys.lead')}>
      {passkeys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('account.passkeys.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </Stack>
      )}
      {supported ? (
        <Group>
          <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('account.passkeys.add')}
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light" icon={<IconInfoCircle />}>
          {t('account.passkeys.unsupported')}
        </Alert>
      )}
      <AddPasskeyDialog opened={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  )
}
