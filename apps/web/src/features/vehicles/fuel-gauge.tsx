import { Group, Progress, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The tank in eighths: a short bar and "6/8", read as "Palivo: 6/8 nádrže". */
export function FuelGauge({ eighths }: { eighths: number }) {
  const { t } = useTranslation()
  const label = t('vehicles.records.fuelValue', { eighths })
  return (
    <Group gap={6} wrap="nowrap" aria-label={label} role="img">
      <Progress value={(eighths / 8) * 100} w={56} size="sm" color={eighths <= 2 ? 'orange' : 'teal'} aria-hidden />
      <Text size="sm" span aria-hidden style={{ fontVariantNumeric: 'tabular-nums' }}>
        {eighths}/8
      </Text>
    </Group>
  )
}
