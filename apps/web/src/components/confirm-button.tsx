import { Button, type ButtonProps } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useState } from 'react'
import { ConfirmDialog, type ConfirmQuestion } from './confirm-dialog.tsx'

interface Props extends Omit<ButtonProps, 'children' | 'onClick'>, ConfirmQuestion {
  label: string
  onConfirm: () => Promise<unknown>
}

/** A labelled button for a destructive action, confirmed in a dialog (Esc closes it). */
export function ConfirmButton({ label, title, text, confirmLabel, onConfirm, ...button }: Props) {
  const question = { title, text, confirmLabel }
  const [opened, { open, close }] = useDisclosure(false)
  const [busy, setBusy] = useState(false)
  return (
    <>
      <Button color="red" variant="light" onClick={open} {...button}>
        {label}
      </Button>
      <ConfirmDialog
        {...question}
        opened={opened}
        onClose={close}
        loading={busy}
        onConfirm={async () => {
          setBusy(true)
          try {
            await onConfirm()
          } finally {
            setBusy(false)
            close()
          }
        }}
      />
    </>
  )
}
