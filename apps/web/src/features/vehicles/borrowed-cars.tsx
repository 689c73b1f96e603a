import type { BorrowedCar } from '@innkeep/contract'
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconPhone } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBorrowedCars } from '../../api/vehicles.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { FuelGauge } from './fuel-gauge.tsx'

function BorrowedCard({ slug, item }: { slug: string; item: BorrowedCar }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { car, contract, contact, handover } = item
  return (
    <Paper withBorder radius="md" p="sm" data-testid="borrowed-car">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/${slug}/vehicles/${car.id}`} fw={600} truncate>
              {car.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {car.plate || t(`vehicles.vehicleType.${car.vehicleType}`)}
            </Text>
          </Stack>
          {item.overdue ? (
            <Badge color="red" variant="light" miw="max-content">
              {t('vehicles.borrowed.overdue')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          {contact.name}
          {contact.phone ? (
            <Anchor href={`tel:${contact.phone.replace(/\s+/g, '')}`} size="sm" ml={6}>
              <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} /> {contact.phone}
            </Anchor>
          ) : null}
        </Text>
        <Text size="sm" c={item.overdue ? 'red' : undefined}>
          {contract.end
            ? t('vehicles.borrowed.returnOn', { date: format.date(contract.end) })
            : t('vehicles.borrowed.openEnded')}
        </Text>
        <Group justify="space-between" gap="xs">
          {handover ? (
            <Group gap="sm">
              <Text size="xs" c="dimmed">
                {t('vehicles.records.mileageValue', { km: handover.mileage.toLocaleString(format.language) })}
              </Text>
              <FuelGauge eighths={handover.fuelEighths} />
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              {t('vehicles.borrowed.notHandedOver')}
            </Text>
          )}
          <Anchor component={Link} to={`/${slug}/contracts/${contract.id}`} size="sm">
            {t('vehicles.borrowed.openContract', { number: contract.number })}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  )
}

/** Vypůjčená vozidla: who has which vehicle now and when it comes back; overdue ones say so. */
export function BorrowedCars({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const borrowed = useBorrowedCars(slug)
  if (borrowed.isPending) return <PageSkeleton rows={2} />
  if (borrowed.error || !borrowed.data)
    return <ErrorState error={borrowed.error} onRetry={() => void borrowed.refetch()} />
  return (
    <Stack gap="xs" component="section" aria-labelledby="borrowed-title">
      <Text fw={700} id="borrowed-title">
        {t('vehicles.borrowed.title', { count: borrowed.data.length })}
      </Text>
      {borrowed.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('vehicles.borrowed.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {borrowed.data.map((item) => (
            <BorrowedCard key={item.contract.id} slug={slug} item={item} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
