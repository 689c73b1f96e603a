import type { ReactNode } from 'react'
import { IconButton } from './icon-button.tsx'

/** A toolbar arrow that moves through time (a day, a week, a month), named by its tooltip. */
export function StepButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton label={label} variant="default" size="lg" onClick={onClick}>
      {children}
    </IconButton>
  )
}
