import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled block of a settings page. */
export function SectionCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          {lead ? (
            <Text size="sm" c="dimmed">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}
