import type { PublicResource } from '@innkeep/contract'
import { Alert, Group, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { formatRoundPrice } from './price-text.ts'

export interface Taken {
  message: string
  alternatives: PublicResource[]
}

/** The CONFLICT entity of create-reservation: the room taken meanwhile and other free rooms of the group. */
export function takenFrom(entity: unknown, message: string): Taken {
  const alternatives = (entity as { alternatives?: unknown } | null)?.alternatives
  return {
    message,
    alternatives: Array.isArray(alternatives)
      ? alternatives.filter(
          (room): room is PublicResource => typeof room?.id === 'string' && typeof room?.name === 'string',
        )
      : [],
  }
}

/** The room was booked by someone else meanwhile: say so and offer the other free rooms as one tap each. */
export function TakenAlert({ taken, onChoose }: { taken: Taken; onChoose: (resourceId: string) => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle />}
      title={t('booking.taken.title')}
      role="alert"
      data-testid="booking-taken"
    >
      <Stack gap="xs">
        <Text size="sm">{taken.message}</Text>
        {taken.alternatives.map((room) => (
          <UnstyledButton
            key={room.id}
            onClick={() => onChoose(room.id)}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-orange-3)',
              borderRadius: 'var(--mantine-radius-md)',
              background: 'var(--mantine-color-body)',
              minHeight: 44,
            }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{room.name}</Text>
              <Text size="sm">
                {room.fromPrice === null
                  ? ''
                  : t('booking.taken.from', {
                      price: formatRoundPrice(room.fromPrice, room.currency, format.guestLanguage),
                    })}
              </Text>
            </Group>
          </UnstyledButton>
        ))}
        {taken.alternatives.length === 0 ? <Text size="sm">{t('booking.taken.none')}</Text> : null}
      </Stack>
    </Alert>
  )
}
