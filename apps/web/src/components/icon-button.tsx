import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'

interface Props extends Omit<ActionIconProps, 'children'> {
  /** Accessible name and tooltip. */
  label: string
  onClick: () => void
  withArrow?: boolean
  children: ReactNode
}

/** An icon-only button that says what it does, to the eye (tooltip) and to assistive technology. */
export function IconButton({ label, withArrow, children, ...props }: Props) {
  return (
    <Tooltip label={label} withArrow={withArrow}>
      <ActionIcon {...props} aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  )
}
