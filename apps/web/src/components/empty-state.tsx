import { Stack, Text, ThemeIcon } from '@mantine/core'
import { IconInbox } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** An empty list says what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack align="center" gap={6} py="lg" px="md" ta="center">
      <ThemeIcon variant="light" color="gray" size={44} radius="xl" aria-hidden>
        <IconInbox size={24} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {children ? (
        <Text size="sm" c="dimmed" maw={420}>
          {children}
        </Text>
      ) : null}
    </Stack>
  )
}
