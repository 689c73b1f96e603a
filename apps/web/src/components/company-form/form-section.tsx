import { Fieldset, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled group of fields (a fieldset, so screen readers announce the group). */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
          {legend}
        </Text>
      }
      styles={{ legend: { marginBottom: 'var(--mantine-spacing-xs)' } }}
    >
      {children}
    </Fieldset>
  )
}
