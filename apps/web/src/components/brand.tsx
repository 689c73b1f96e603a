import { Group, Text, ThemeIcon } from '@mantine/core'
import { IconBuildingCottage } from '@tabler/icons-react'

/** The Innkeep logo and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={32} radius="md" aria-hidden>
        <IconBuildingCottage size={20} />
      </ThemeIcon>
      {compact ? null : (
        <Text fw={700} size="lg">
          Innkeep
        </Text>
      )}
    </Group>
  )
}
