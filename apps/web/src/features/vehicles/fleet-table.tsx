import type { CarListItem } from '@innkeep/contract'
import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slug: string
  cars: CarListItem[]
  empty: ReactNode
}

/** Out now (till when, with whom), free (and from when it is booked next) or retired. */
function CarState({ car }: { car: CarListItem }) {
  const { t } = useTranslation()
  const format = useFormat()
  const current = car.currentContract
  if (current)
    return (
      <Stack gap={2}>
        <Badge color="orange" variant="light" miw="max-content">
          {t('vehicles.fleet.out')}
        </Badge>
        <Text size="xs" c="dimmed">
          {current.end
            ? t('vehicles.fleet.outTill', { date: format.date(current.end), contact: current.contactName })
            : current.contactName}
        </Text>
      </Stack>
    )
  if (!car.active)
    return (
      <Badge color="gray" variant="outline" miw="max-content">
        {t('vehicles.fleet.retired')}
      </Badge>
    )
  return (
    <Stack gap={2}>
      <Badge color="teal" variant="light" miw="max-content">
        {t('vehicles.fleet.free')}
      </Badge>
      {car.nextContract ? (
        <Text size="xs" c="dimmed">
          {t('vehicles.fleet.nextFrom', { date: format.date(car.nextContract.since) })}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The fleet as a table: a vehicle's name opens it (Tab or the arrows reach it). */
function FleetTable({ slug, cars, empty }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable
      items={cars}
      minWidth={820}
      verticalSpacing="xs"
      highlightOnHover
      empty={empty}
      columns={
        <>
          <Table.Th>{t('vehicles.fields.name')}</Table.Th>
          <Table.Th w={120}>{t('vehicles.fields.plate')}</Table.Th>
          <Table.Th w={130}>{t('vehicles.fields.vehicleType')}</Table.Th>
          <Table.Th w={120}>{t('vehicles.fleet.seatsBeds')}</Table.Th>
          <Table.Th w={140} ta="right">
            {t('vehicles.fields.pricePerDay')}
          </Table.Th>
          <Table.Th w={220}>{t('vehicles.fleet.state')}</Table.Th>
        </>
      }
    >
      {(car) => (
        <Table.Tr key={car.id} data-testid="car-row" opacity={car.active ? 1 : 0.7}>
          <Table.Td>
            <Anchor component={Link} to={`/${slug}/vehicles/${car.id}`} fw={600} size="sm" data-row-open>
              {car.name}
            </Anchor>
            <LabelChips labels={car.labels} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{car.plate || '—'}</Table.Td>
          <Table.Td>{t(`vehicles.vehicleType.${car.vehicleType}`)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {t('vehicles.fleet.seatsBedsValue', { seats: car.seats, beds: car.beds })}
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {format.money(car.pricePerDay, car.currency)}
          </Table.Td>
          <Table.Td>
            <CarState car={car} />
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  )
}

/** On a phone, a vehicle a card: name, plate and type, price per day, whether it is out. */
function FleetCards({ slug, cars, empty }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  if (cars.length === 0) return empty
  return (
    <Stack gap="xs">
      {cars.map((car) => (
        <Paper key={car.id} withBorder radius="md" p="sm" data-testid="car-row" opacity={car.active ? 1 : 0.7}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/${slug}/vehicles/${car.id}`} fw={600} data-row-open>
                {car.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[
                  car.plate,
                  t(`vehicles.vehicleType.${car.vehicleType}`),
                  t('vehicles.fleet.seatsBedsText', { seats: car.seats, beds: car.beds }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text size="sm">
                {t('vehicles.fleet.perDay', { price: format.money(car.pricePerDay, car.currency) })}
              </Text>
              <LabelChips labels={car.labels} />
            </Stack>
            <CarState car={car} />
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

/** The fleet: a table on a desk, cards on a phone. */
export function FleetList(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)')
  return phone ? <FleetCards {...props} /> : <FleetTable {...props} />
}
