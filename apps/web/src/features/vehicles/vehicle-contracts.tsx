import type { CarDetail, ContractSummary } from '@innkeep/contract'
import { Anchor, Divider, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { ContractStatusBadge } from './contract-badges.tsx'

function ContractLine({ slug, contract }: { slug: string; contract: ContractSummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="vehicle-contract">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/${slug}/contracts/${contract.id}`} fw={600} size="sm">
            {contract.number}
          </Anchor>
          <Text size="sm" truncate>
            {contract.contactName}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {contract.end
            ? format.stay(contract.since, contract.end)
            : t('vehicles.contracts.openEnded', { since: format.date(contract.since) })}
          {' · '}
          {format.money(contract.price, contract.currency)}
        </Text>
      </Stack>
      <ContractStatusBadge contract={contract} />
    </Group>
  )
}

/** The vehicle's rentals: the one running now, the coming ones, then the last ones. */
export function VehicleContracts({ slug, detail }: { slug: string; detail: CarDetail }) {
  const { t } = useTranslation()
  const groups = [
    { key: 'current', items: detail.current ? [detail.current] : [] },
    { key: 'upcoming', items: detail.upcoming },
    { key: 'past', items: detail.past },
  ].filter((group) => group.items.length > 0)
  return (
    <SectionCard title={t('vehicles.editor.rentals')}>
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vehicles.editor.noRentals')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((group, index) => (
            <Stack key={group.key} gap="xs">
              {index > 0 ? <Divider /> : null}
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {t(`vehicles.editor.rentalGroups.${group.key}`)}
              </Text>
              {group.items.map((contract) => (
                <ContractLine key={contract.id} slug={slug} contract={contract} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={`/${slug}/contracts?car=${detail.car.id}`} size="sm">
        {t('vehicles.editor.allContracts')}
      </Anchor>
    </SectionCard>
  )
}
