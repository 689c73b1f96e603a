import type { Resource } from '@innkeep/contract'
import { Badge, Flex, Group, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { OrderActions } from './order-actions.tsx'

/** One line about what the resource offers: beds and bathroom, vehicles and power, seats. */
export function resourceSummary(resource: Resource, t: TFunction): string {
  if (resource.kind === 'RESTAURANT') return t('resources.seatsCount', { count: resource.capacity })
  const parts = [t('resources.persons', { count: resource.capacity })]
  if (resource.kind === 'MOTORHOME') {
    parts.push(resource.vehicleTypes.map((v) => t(`resources.vehicle.${v}`)).join(', '))
    if (resource.electricity) parts.push(t('resources.electricityShort'))
  } else {
    if (resource.twinBeds) parts.push(t('resources.twinBedsCount', { count: resource.twinBeds }))
    if (resource.singleBeds) parts.push(t('resources.singleBedsCount', { count: resource.singleBeds }))
    if (resource.bathroom) parts.push(t(`resources.bath.${resource.bathroom}`))
  }
  return parts.filter(Boolean).join(' · ')
}

interface Props {
  resource: Resource
  priceName: string | null
  first: boolean
  last: boolean
  onMove: (direction: -1 | 1) => void
  onEdit: () => void
  onRetire: () => void
}

export function ResourceRow({ resource, priceName, first, last, onMove, onEdit, onRetire }: Props) {
  const { t } = useTranslation()
  const { name } = resource
  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      py={6}
      gap={4}
      data-testid="resource-row"
      opacity={resource.retired ? 0.6 : 1}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={600}>{name}</Text>
          <Badge
            size="sm"
            variant="light"
            color={resource.kind === 'MOTORHOME' ? 'green' : resource.kind === 'RESTAURANT' ? 'grape' : 'blue'}
          >
            {t(`resources.kind.${resource.kind}`)}
          </Badge>
          {resource.retired ? (
            <Badge size="sm" color="gray">
              {t('resources.retired')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {resourceSummary(resource, t)}
          {resource.kind === 'RESTAURANT' ? '' : ` · ${priceName ?? t('resources.noPrice')}`}
        </Text>
      </Stack>
      <OrderActions
        name={name}
        editLabel={t('resources.edit', { name })}
        retired={resource.retired}
        first={first}
        last={last}
        justify="flex-end"
        onMove={onMove}
        onEdit={onEdit}
        onRetire={onRetire}
      />
    </Flex>
  )
}
