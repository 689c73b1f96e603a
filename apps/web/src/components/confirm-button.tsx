import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  label: string
  title: string
  text: ReactNode
  confirmLabel: string
  onConfirm: () => Promise<unknown>
}

/** A labelled button for a destructive action, confirmed in a dialog (Esc closes it). */
export function ConfirmButton({ label, title, text, confirmLabel, onConfirm, ...button }: Props) {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <Button color="red" variant="light" onClick={open} {...button}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered>
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              setBusy(true)
              try {
                await onConfirm()
              } finally {
                setBusy(false)
                close()
              }
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
