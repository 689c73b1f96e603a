import type { PublicExtra } from '@innkeep/contract'
import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { type ExtraLine, extraName } from './chosen-extras.ts'
import { formatRoundPrice } from './price-text.ts'

/**
 * The extras the house offers online, one checkbox each with its price in words ("180 Kč za osobu
 * a noc") and, once chosen, what it costs for this stay. `error` is the server's refusal of the choice.
 */
export function BookingExtras({
  offered,
  lines,
  onToggle,
  error,
}: {
  offered: readonly PublicExtra[]
  /** The chosen ones, priced for the stay. */
  lines: readonly ExtraLine[]
  onToggle: (id: string, checked: boolean) => void
  error: string | null
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('booking.extras.lead')}
      </Text>
      {error ? (
        <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid="booking-extras-error">
          <Stack gap={4}>
            <Text size="sm">{error}</Text>
            <Text size="sm">{t('booking.extras.reloaded')}</Text>
          </Stack>
        </Alert>
      ) : null}
      {offered.map((extra) => {
        const line = lines.find((l) => l.id === extra.id)
        const price = formatRoundPrice(extra.price, extra.currency, format.guestLanguage)
        return (
          <Group key={extra.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              size="md"
              py={4}
              label={extraName(extra, format.language)}
              description={t(`booking.extras.per.${extra.unit}`, { price })}
              checked={line !== undefined}
              onChange={(event) => onToggle(extra.id, event.currentTarget.checked)}
              data-testid="booking-extra"
            />
            {line ? (
              <Text
                fw={600}
                size="sm"
                pt={6}
                style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
                data-testid="booking-extra-amount"
              >
                {format.money(line.amount, extra.currency)}
              </Text>
            ) : null}
          </Group>
        )
      })}
    </Stack>
  )
}
