import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  /** Accessible name and tooltip of the icon button. */
  label: string
  icon: ReactNode
  title: string
  text: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<unknown>
}

/** A destructive action behind an icon button and a confirmation dialog (Esc closes it). */
export function ConfirmAction({ label, icon, title, text, confirmLabel, onConfirm }: Props) {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <Tooltip label={label} withArrow>
        <ActionIcon variant="subtle" color="red" size="lg" onClick={open} aria-label={label}>
          {icon}
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={async () => {
              await onConfirm()
              close()
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
