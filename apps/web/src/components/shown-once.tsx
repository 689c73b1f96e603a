import { Alert, type AlertProps, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { CopyField } from './copy-field.tsx'

interface Props {
  color: AlertProps['color']
  icon: ReactNode
  title: string
  /** The copy field: its label, the value to hand on and its test id. */
  copy: { label: string; value: string; testId: string }
  /** What to do with it, under the field. */
  hint: string
}

/** Something the server shows only once (an invitation link, a device key), to copy now. */
export function ShownOnce({ color, icon, title, copy, hint }: Props) {
  return (
    <Alert color={color} variant="light" icon={icon} title={title}>
      <Stack gap="xs">
        <CopyField label={copy.label} value={copy.value} testId={copy.testId} />
        {hint}
      </Stack>
    </Alert>
  )
}
