import type { PublicResource, StayPrice } from '@innkeep/contract'
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconBath, IconBed, IconBolt, IconCaravan, IconCircleCheckFilled, IconUsers } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

export interface RoomOffer {
  resource: PublicResource
  price: StayPrice
}

/** What a guest wants to know of a room or a place before the price: beds and bathroom, or vehicles and power. */
export function resourceFacts(resource: PublicResource, t: TFunction): { icon: ReactNode; text: string }[] {
  const facts: { icon: ReactNode; text: string }[] = []
  if (resource.kind === 'MOTORHOME') {
    if (resource.vehicleTypes.length > 0)
      facts.push({
        icon: <IconCaravan size={16} aria-hidden />,
        text: resource.vehicleTypes.map((v) => t(`booking.room.vehicle.${v}`)).join(', '),
      })
    facts.push({
      icon: <IconBolt size={16} aria-hidden />,
      text: resource.electricity ? t('booking.room.electricity') : t('booking.room.noElectricity'),
    })
  } else {
    const beds = [
      resource.twinBeds > 0 ? t('booking.room.twinBeds', { count: resource.twinBeds }) : '',
      resource.singleBeds > 0 ? t('booking.room.singleBeds', { count: resource.singleBeds }) : '',
    ].filter(Boolean)
    if (beds.length > 0) facts.push({ icon: <IconBed size={16} aria-hidden />, text: beds.join(', ') })
    facts.push({
      icon: <IconBath size={16} aria-hidden />,
      text: t(`booking.room.bathroom.${resource.bathroom ?? 'none'}`),
    })
  }
  facts.push({
    icon: <IconUsers size={16} aria-hidden />,
    text: t('booking.room.capacity', { count: resource.capacity }),
  })
  return facts
}

export function stayLength(price: Pick<StayPrice, 'unit' | 'units'>, t: TFunction): string {
  return price.unit === 'PER_DAY'
    ? t('booking.units.days', { count: price.units })
    : t('booking.units.nights', { count: price.units })
}

/** The rooms free for the whole stay, as cards to choose one (a radio group). */
export function RoomChoice({
  offers,
  selected,
  onSelect,
}: {
  offers: RoomOffer[]
  selected: string | null
  onSelect: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack gap="sm" role="radiogroup" aria-label={t('booking.room.choose')}>
      {offers.map(({ resource, price }) => {
        const checked = resource.id === selected
        return (
          <UnstyledButton
            key={resource.id}
            role="radio"
            aria-checked={checked}
            onClick={() => onSelect(resource.id)}
            data-testid="room-offer"
            style={{ display: 'block', width: '100%', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Paper
              withBorder
              radius="md"
              p="sm"
              style={{
                borderColor: checked ? 'var(--mantine-color-blue-filled)' : undefined,
                boxShadow: checked ? '0 0 0 1px var(--mantine-color-blue-filled)' : undefined,
              }}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap={6} wrap="nowrap">
                    {checked ? (
                      <IconCircleCheckFilled size={20} color="var(--mantine-color-blue-filled)" aria-hidden />
                    ) : null}
                    <Text fw={700} data-testid="room-offer-name">
                      {resource.name}
                    </Text>
                  </Group>
                  {resource.description ? (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {resource.description}
                    </Text>
                  ) : null}
                  <Group gap="xs" mt={2}>
                    {resourceFacts(resource, t).map((fact) => (
                      <Group key={fact.text} gap={4} wrap="nowrap">
                        {fact.icon}
                        <Text size="sm">{fact.text}</Text>
                      </Group>
                    ))}
                  </Group>
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                  <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }} data-testid="room-offer-price">
                    {format.money(price.total, price.currency)}
                  </Text>
                  <Text size="xs" c="dimmed" ta="right">
                    {stayLength(price, t)}
                  </Text>
                  {checked ? (
                    <Badge mt={6} variant="light">
                      {t('booking.room.selected')}
                    </Badge>
                  ) : null}
                </Stack>
              </Group>
            </Paper>
          </UnstyledButton>
        )
      })}
    </Stack>
  )
}
