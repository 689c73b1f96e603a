import { Text } from '@mantine/core'
import { unitOf } from '../../lib/line-label.ts'

/**
 * A line's name with its size or variant set apart in bold colour (`Plzeň 12° 0,5 l`), so two sizes of
 * one beer never look alike on the bill or in the split.
 */
export function LineName({ item }: { item: { name: string; unit?: string | undefined } }) {
  const unit = unitOf(item)
  return (
    <Text fw={600} lineClamp={2} style={{ minWidth: 0, flex: 1 }}>
      {item.name}
      {unit ? (
        <>
          {' '}
          <Text span fw={800} c="orange.9" style={{ whiteSpace: 'nowrap' }} data-testid="line-unit">
            {unit}
          </Text>
        </>
      ) : null}
    </Text>
  )
}
