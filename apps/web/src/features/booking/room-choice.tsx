import type { PublicResource } from '@innkeep/contract'
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconCircleCheckFilled, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { resourceFacts } from './room-facts.tsx'

export interface RoomOption {
  resource: PublicResource
  /** The total of the stay once dates are picked, or the lowest price per night before. */
  price: string
  /** What the price is for: "2 noci", "/ noc". */
  priceNote?: string
}

/** Rooms or places as cards to choose one (a radio group), each with a way to its details. */
export function RoomChoice({
  options,
  selected,
  onSelect,
  onDetail,
}: {
  options: RoomOption[]
  selected: string | null
  onSelect: (resourceId: string) => void
  onDetail: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm" role="radiogroup" aria-label={t('booking.room.choose')}>
      {options.map(({ resource, price, priceNote }) => {
        const checked = resource.id === selected
        return (
          <Paper
            key={resource.id}
            withBorder
            radius="md"
            data-testid="room-card"
            style={{
              overflow: 'hidden',
              borderColor: checked ? 'var(--mantine-color-blue-filled)' : undefined,
              boxShadow: checked ? '0 0 0 1px var(--mantine-color-blue-filled)' : undefined,
            }}
          >
            <UnstyledButton
              role="radio"
              aria-checked={checked}
              onClick={() => onSelect(resource.id)}
              data-testid="room-offer"
              p="sm"
              style={{ display: 'block', width: '100%' }}
            >
              <Stack gap={4}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    {checked ? (
                      <IconCircleCheckFilled size={20} color="var(--mantine-color-blue-filled)" aria-hidden />
                    ) : null}
                    <Text fw={700} data-testid="room-offer-name">
                      {resource.name}
                    </Text>
                  </Group>
                  <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
                    <Text fw={700} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="room-offer-price">
                      {price}
                    </Text>
                    {priceNote ? (
                      <Text size="xs" c="dimmed" ta="right">
                        {priceNote}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
                {resource.description ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {resource.description}
                  </Text>
                ) : null}
                <Group gap="xs" mt={2} style={{ rowGap: 2 }}>
                  {resourceFacts(resource, t).map((fact) => (
                    <Group key={fact.text} gap={4} wrap="nowrap">
                      {fact.icon}
                      <Text size="sm">{fact.text}</Text>
                    </Group>
                  ))}
                  {checked ? (
                    <Badge variant="light" ml="auto">
                      {t('booking.room.selected')}
                    </Badge>
                  ) : null}
                </Group>
              </Stack>
            </UnstyledButton>
            <Button
              variant="subtle"
              size="compact-sm"
              radius={0}
              fullWidth
              justify="flex-start"
              leftSection={<IconInfoCircle size={16} aria-hidden />}
              onClick={() => onDetail(resource.id)}
              aria-label={t('booking.room.detailOf', { name: resource.name })}
              data-testid="room-detail-open"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              {t('booking.room.detail')}
            </Button>
          </Paper>
        )
      })}
    </Stack>
  )
}
