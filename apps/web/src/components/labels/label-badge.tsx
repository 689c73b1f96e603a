import type { Label } from '@innkeep/contract'
import { Badge, type MantineSize } from '@mantine/core'

/** A label as the lists and detail pages show it: its name on its colour. */
export function LabelBadge({ label, size = 'sm' }: { label: Pick<Label, 'name' | 'color'>; size?: MantineSize }) {
  return (
    <Badge color={label.color} variant="light" size={size} radius="sm" tt="none" data-testid="label-badge">
      {label.name}
    </Badge>
  )
}
