import { Box, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Brand } from './brand.tsx'
import { LanguageSwitch } from './language-switch.tsx'

/** Pages outside a workspace: the brand, the language switch and a calm background. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="var(--mantine-color-gray-0)">
      <Group justify="space-between" px="md" py="sm" component="header" wrap="nowrap">
        <Link to="/" aria-label="Innkeep" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Brand />
        </Link>
        <LanguageSwitch />
      </Group>
      <Box component="main" px="md" pb="xl" pt={{ base: 'xs', sm: 'xl' }}>
        {children}
      </Box>
    </Box>
  )
}
