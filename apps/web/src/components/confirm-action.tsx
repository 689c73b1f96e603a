import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { ConfirmDialog, type ConfirmQuestion } from './confirm-dialog.tsx'
import { IconButton } from './icon-button.tsx'

interface Props extends ConfirmQuestion {
  /** Accessible name and tooltip of the icon button. */
  label: string
  icon: ReactNode
  onConfirm: () => Promise<unknown>
}

/** A destructive action behind an icon button and a confirmation dialog (Esc closes it). */
export function ConfirmAction({ label, icon, onConfirm, ...question }: Props) {
  const [opened, { open, close }] = useDisclosure(false)
  return (
    <>
      <IconButton label={label} withArrow variant="subtle" color="red" size="lg" onClick={open}>
        {icon}
      </IconButton>
      <ConfirmDialog
        {...question}
        opened={opened}
        onClose={close}
        onConfirm={async () => {
          await onConfirm()
          close()
        }}
      />
    </>
  )
}
