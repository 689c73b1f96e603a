import type { PoliceReportState } from '@innkeep/contract'
import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** One colour per state of a guest's police report, the same on the police page and on the stay. */
export const POLICE_STATE_COLORS: Record<PoliceReportState, string> = {
  PENDING: 'gray',
  ACCEPTED: 'green',
  REFUSED: 'red',
  FAILED: 'orange',
}

/** Never cut short: a narrow table column or a phone row makes room for the whole word. */
export function PoliceStateBadge({ state, ...props }: { state: PoliceReportState } & BadgeProps) {
  const { t } = useTranslation()
  return (
    <Badge color={POLICE_STATE_COLORS[state]} variant="light" miw="max-content" {...props}>
      {t(`police.ws.states.${state}`)}
    </Badge>
  )
}
