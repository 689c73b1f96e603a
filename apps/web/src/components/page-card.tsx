import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The card of a public page (sign-in, identity, new workspace): a title, a lead and the form. */
export function PageCard({
  title,
  lead,
  width = 440,
  children,
}: {
  title: string
  lead?: ReactNode
  width?: number
  children: ReactNode
}) {
  return (
    <Paper withBorder shadow="xs" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={width} mx="auto">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {lead ? <Text c="dimmed">{lead}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}
