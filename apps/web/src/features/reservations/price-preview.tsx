import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { type FieldValues, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useStayPrice } from '../../api/pricelist.ts'
import { PriceBreakdown } from './price-breakdown.tsx'
import { type StayFormValues, type StayPrefix, stayToPrice } from './stay-form-values.ts'

/** The price of the stay as the form changes (asked a moment after typing stops). */
export function PricePreview({ prefix = '' }: { prefix?: StayPrefix }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { watch } = useFormContext<FieldValues>()
  const [resourceId, since, till, guests] = watch([
    `${prefix}resourceId`,
    `${prefix}since`,
    `${prefix}till`,
    `${prefix}guests`,
  ]) as [string, string, string, StayFormValues['guests']]
  const stay = stayToPrice({ resourceId, since, till, guests })
  const [debounced] = useDebouncedValue(stay ? JSON.stringify(stay) : null, 250)
  const price = useStayPrice(slugs, debounced ? (JSON.parse(debounced) as NonNullable<typeof stay>) : null)
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('price.preview')}
        </Text>
        {!debounced ? (
          <Text size="sm" c="dimmed">
            {t('price.previewHint')}
          </Text>
        ) : price.isPending ? (
          <Skeleton height={120} />
        ) : price.error ? (
          <Alert color="orange" variant="light" p="xs">
            {price.error.message}
          </Alert>
        ) : price.data ? (
          <PriceBreakdown price={price.data} compact />
        ) : null}
      </Stack>
    </Paper>
  )
}
