import type { Message } from '@innkeep/contract'
import { Alert, List } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

/** Form-level messages (GLOBAL or not tied to a visible field), announced to screen readers. */
export function FormAlert({ messages, onClose }: { messages: Message[]; onClose?: () => void }) {
  const { t } = useTranslation()
  if (messages.length === 0) return null
  const [first] = messages
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title={t('form.problem')}
      role="alert"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {messages.length === 1 && first ? (
        first.text
      ) : (
        <List size="sm">
          {messages.map((m) => (
            <List.Item key={`${m.code}-${m.field ?? ''}`}>{m.text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  )
}
