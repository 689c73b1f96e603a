import { Box, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { GuestLanguageSwitch } from './guest-language-switch.tsx'

/**
 * The frame of the guest pages (booking, self check-in): the company's name and the language switch,
 * no app navigation, so it also sits well inside an iframe on the guest house's own website.
 */
export function GuestFrame({ title, subtitle, children }: { title?: string; subtitle?: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group maw={720} mx="auto" px={{ base: 'sm', xs: 'md' }} py={6} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            {title ? (
              <Text fw={700} truncate data-testid="guest-frame-title">
                {title}
              </Text>
            ) : null}
            {subtitle ? (
              <Text size="sm" c="dimmed" truncate>
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          <GuestLanguageSwitch />
        </Group>
      </Box>
      <Box component="main" maw={720} mx="auto" px={{ base: 'xs', xs: 'md' }} pt="md" pb="xl">
        {children}
      </Box>
    </Box>
  )
}
