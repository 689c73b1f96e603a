import type { ContractSummary } from '@innkeep/contract'
import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

type Status = 'UPCOMING' | 'CURRENT' | 'FINISHED' | 'PASSIVE' | 'CANCELED'

const COLORS: Record<Status, string> = {
  UPCOMING: 'blue',
  CURRENT: 'teal',
  FINISHED: 'gray',
  PASSIVE: 'gray',
  CANCELED: 'red',
}

/** One word for where a contract is: coming, running, over, ended early (passivated) or canceled. */
export function contractStatus(contract: Pick<ContractSummary, 'state' | 'phase'>): Status {
  if (contract.state === 'CANCELED') return 'CANCELED'
  if (contract.state === 'PASSIVE') return 'PASSIVE'
  return contract.phase === 'CANCELED' ? 'CANCELED' : contract.phase
}

export function ContractStatusBadge({
  contract,
  ...props
}: { contract: Pick<ContractSummary, 'state' | 'phase'> } & BadgeProps) {
  const { t } = useTranslation()
  const status = contractStatus(contract)
  return (
    <Badge color={COLORS[status]} variant={status === 'PASSIVE' ? 'outline' : 'light'} miw="max-content" {...props}>
      {t(`vehicles.contractStatus.${status}`)}
    </Badge>
  )
}
