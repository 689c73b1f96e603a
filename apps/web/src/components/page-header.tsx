import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The title of a workspace page, its one-line lead and the page's main actions on the right. */
export function PageHeader({ title, lead, actions }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead ? <Text c="dimmed">{lead}</Text> : null}
      </Stack>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  )
}
