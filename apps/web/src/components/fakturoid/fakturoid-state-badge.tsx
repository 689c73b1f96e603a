import type { FakturoidSyncState } from '@innkeep/contract'
import { Badge, type BadgeProps, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconCirclePlus, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const LOOK = {
  NEW: { color: 'gray', icon: IconCirclePlus },
  SYNCED: { color: 'teal', icon: IconCircleCheck },
  CHANGED: { color: 'yellow', icon: IconPencil },
  ERROR: { color: 'red', icon: IconAlertTriangle },
} as const

/** Where a document stands in Fakturoid; an error says why on hover and to screen readers. */
export function FakturoidStateBadge({
  state,
  error,
  named = false,
  ...props
}: {
  state: FakturoidSyncState
  error?: string | null | undefined
  /** Says "Fakturoid:" first, where nothing around tells what the state is of (a document's page). */
  named?: boolean
} & BadgeProps) {
  const { t } = useTranslation()
  const { color, icon: Icon } = LOOK[state]
  const badge = (
    <Badge
      variant="light"
      color={color}
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="fakturoid-state"
      data-state={state}
      {...props}
    >
      {named ? t('fakturoid.badge', { state: t(`fakturoid.state.${state}`) }) : t(`fakturoid.state.${state}`)}
      {error ? <VisuallyHidden>: {error}</VisuallyHidden> : null}
    </Badge>
  )
  return error ? (
    <Tooltip label={error} multiline w={320} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  )
}
