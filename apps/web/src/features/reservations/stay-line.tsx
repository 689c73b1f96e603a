import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PricePreview } from './price-preview.tsx'
import { StayFields } from './stay-fields.tsx'

interface Props {
  index: number
  /** How many rooms the booking has: with one, the line is the plain form of today. */
  count: number
  autoFocus: boolean
  onRemove: () => void
}

/** One room of a new booking: room, dates, guests and its price; removable while there are more. */
export function StayLine({ index, count, autoFocus, onRemove }: Props) {
  const { t } = useTranslation()
  const prefix = `stays.${index}.` as const
  const fields = (
    <Stack gap="sm" data-testid="stay-line">
      <StayFields prefix={prefix} autoFocus={autoFocus} />
      <PricePreview prefix={prefix} />
    </Stack>
  )
  if (count === 1) return fields
  const number = index + 1
  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={t('newReservation.line', { number })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('newReservation.line', { number })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('newReservation.removeLine', { number })}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {fields}
      </Stack>
    </Paper>
  )
}
