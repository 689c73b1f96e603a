import { Badge, Button, Collapse, Stack } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  /** How many of the folded filters narrow the list (the button says so). */
  active: number
  /** The list's search: on a phone it stays in sight above the fold, the list's main control. */
  search?: ReactNode
  /**
   * The filters. As a function they place the search where it belongs from a tablet up (it is
   * given as null on a phone); else it follows them.
   */
  children: ReactNode | ((search: ReactNode) => ReactNode)
}

/**
 * A list's filters: as they are from a tablet up; on a phone folded under a "Filtry" button that
 * says how many are set, so the list itself starts on the first screen.
 */
export function FilterPanel({ active, search = null, children }: Props) {
  const { t } = useTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  const filters = (placed: ReactNode) =>
    typeof children === 'function' ? (
      children(placed)
    ) : (
      <>
        {children}
        {placed}
      </>
    )
  if (!phone) return filters(search)
  return (
    <Stack gap="xs">
      {search}
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          active > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {active}
            </Badge>
          ) : null
        }
        aria-expanded={opened}
        aria-controls={id}
        onClick={toggle}
        data-testid="filter-panel-toggle"
      >
        {t(opened ? 'filterPanel.hide' : 'filterPanel.show', { count: active })}
      </Button>
      {/* folded filters stay mounted: a label filter still drops a label that is gone from the address */}
      <Collapse expanded={opened} id={id} keepMountedMode="display-none">
        {filters(null)}
      </Collapse>
    </Stack>
  )
}
