import { ActionIcon, Group, Text } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'

/**
 * A − count + stepper with 44 px targets, labelled by the element `labelledBy` names; the count is
 * read out when it changes. The guests step and the party above the calendar both count people with it.
 */
export function CountStepper({
  labelledBy,
  value,
  less,
  more,
  canLess,
  canMore,
  onLess,
  onMore,
  testId,
}: {
  labelledBy: string
  value: number
  /** The buttons' accessible names. */
  less: string
  more: string
  canLess: boolean
  canMore: boolean
  onLess: () => void
  onMore: () => void
  /** The count's test id. */
  testId: string
}) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-labelledby={labelledBy}>
      <ActionIcon variant="default" size={44} radius="xl" aria-label={less} disabled={!canLess} onClick={onLess}>
        <IconMinus size={18} />
      </ActionIcon>
      <Text
        w={32}
        ta="center"
        fw={700}
        size="lg"
        aria-live="polite"
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
      <ActionIcon variant="default" size={44} radius="xl" aria-label={more} disabled={!canMore} onClick={onMore}>
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  )
}
