import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** What a confirmation asks and what its red button says. */
export interface ConfirmQuestion {
  title: string
  text: ReactNode
  confirmLabel: string
}

interface Props extends ConfirmQuestion {
  opened: boolean
  onClose: () => void
  /** The safe choice, focused first; Zrušit unless said. */
  cancelLabel?: string
  onConfirm: () => void
  loading?: boolean
}

/** A centred question with a safe choice and a red one (Esc closes it). */
export function ConfirmDialog({ opened, onClose, title, text, cancelLabel, confirmLabel, onConfirm, loading }: Props) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color="red" loading={loading} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
