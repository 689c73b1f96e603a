import type { DepositMethod, RentalRecord, RentalRecordKind } from '@innkeep/contract'
import { Group, Radio, Stack, Text, Textarea } from '@mantine/core'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { parseMoney } from '../../lib/money-input.ts'
import { currencyLabel } from './currency-label.ts'
import type { RecordForm, RecordFormOutput } from './rental-record-values.ts'

const METHODS: DepositMethod[] = ['CASH', 'CARD', 'TRANSFER']

interface FieldsProps {
  form: UseFormReturn<RecordForm, unknown, RecordFormOutput>
  kind: RentalRecordKind
  /** The deposit taken at the handover, for a return; null when none was written down. */
  taken: number | null
  currency: string
}

/**
 * The deposit (kauce) on a record's form: at the handover the amount taken and how it was paid; at the
 * return how much is given back and, when a part is kept, why.
 */
export function DepositFields({ form, kind, taken, currency }: FieldsProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const { errors } = form.formState
  const [takenText, returnedText] = useWatch({ control: form.control, name: ['depositTaken', 'depositReturned'] })
  const unit = currencyLabel(currency, format.language)
  if (kind === 'HANDOVER') {
    const amount = parseMoney(takenText)
    return (
      <Stack gap="xs" data-testid="deposit-taken">
        <MoneyInput
          label={t('vehicles.deposit.taken')}
          description={t('vehicles.deposit.takenHint')}
          currency={unit}
          error={errors.depositTaken?.message}
          {...form.register('depositTaken')}
        />
        {amount ? (
          <Controller
            control={form.control}
            name="depositMethod"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('vehicles.deposit.method')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                {...requiredField}
              >
                <Group gap="lg" mt={6}>
                  {METHODS.map((method) => (
                    <Radio key={method} value={method} label={t(`vehicles.deposit.methods.${method}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
      </Stack>
    )
  }
  if (taken === null) return null
  const returned = parseMoney(returnedText)
  const withheld = returned !== null && returned < taken ? taken - returned : 0
  return (
    <Stack gap="xs" data-testid="deposit-returned">
      <MoneyInput
        label={t('vehicles.deposit.returned')}
        description={t('vehicles.deposit.returnedHint', { taken: format.money(taken, currency) })}
        currency={unit}
        error={errors.depositReturned?.message}
        {...form.register('depositReturned')}
      />
      {withheld > 0 ? (
        <Textarea
          label={t('vehicles.deposit.reason', { withheld: format.money(withheld, currency) })}
          placeholder={t('vehicles.deposit.reasonPlaceholder')}
          autosize
          minRows={1}
          maxRows={4}
          {...requiredField}
          error={errors.depositWithheldReason?.message}
          {...form.register('depositWithheldReason')}
        />
      ) : null}
    </Stack>
  )
}

/** The deposit of a record as written, for a card that is not edited. */
export function DepositSummary({
  record,
  taken,
  currency,
}: {
  record: RentalRecord
  taken: number | null
  currency: string
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (minor: number) => format.money(minor, currency)
  if (record.kind === 'HANDOVER') {
    if (record.depositTaken == null) return null
    return (
      <Text size="sm" data-testid="deposit-summary">
        {record.depositTaken === 0
          ? t('vehicles.deposit.noneTaken')
          : t('vehicles.deposit.takenValue', {
              amount: money(record.depositTaken),
              method: record.depositMethod ? t(`vehicles.deposit.methods.${record.depositMethod}`).toLowerCase() : '',
            })}
      </Text>
    )
  }
  if (record.depositReturned == null) return null
  const withheld = taken !== null ? taken - record.depositReturned : 0
  return (
    <Stack gap={2} data-testid="deposit-summary">
      <Text size="sm">{t('vehicles.deposit.returnedValue', { amount: money(record.depositReturned) })}</Text>
      {withheld > 0 ? (
        <Text size="sm" c="orange">
          {t('vehicles.deposit.withheldValue', { amount: money(withheld), reason: record.depositWithheldReason ?? '' })}
        </Text>
      ) : null}
    </Stack>
  )
}
