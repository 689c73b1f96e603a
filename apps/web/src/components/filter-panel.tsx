import { Badge, Button, Collapse, Stack } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A list's filters: as they are from a tablet up; on a phone folded under a "Filtry" button that
 * says how many are set, so the list itself starts on the first screen.
 */
export function FilterPanel({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  const [opened, { toggle }] = useDisclosure(false)
  const id = useId()
  if (!phone) return children
  return (
    <Stack gap="xs">
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
      <Collapse expanded={opened} id={id}>
        {children}
      </Collapse>
    </Stack>
  )
}
