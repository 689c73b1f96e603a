import type { Reservation, StayExtra } from '@innkeep/contract'
import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { unitsOfStay } from '../../lib/extra-units.ts'
import type { ChargeValues } from './stay-charge-values.ts'

interface Props {
  reservation: Reservation
  /** The active extras of the price list; null while they load. */
  extras: StayExtra[] | null
}

/** Z ceníku (an extra, its price for this stay shown) or Jiná položka (name, price, VAT); then how many. */
export function StayChargeFields({ reservation, extras }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { control, register, formState, watch } = useFormContext<ChargeValues>()
  const errors = formState.errors
  const [mode, extraId, quantity] = watch(['mode', 'extraId', 'quantity'])
  const extra = extras?.find((item) => item.id === extraId)
  const units = extra ? unitsOfStay(extra.unit, reservation) : null
  const count = typeof quantity === 'number' ? quantity : units
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="mode"
        render={({ field }) => (
          <SegmentedControl
            fullWidth
            aria-label={t('stayAccount.source')}
            value={field.value}
            onChange={(value) => field.onChange(value === 'OTHER' ? 'OTHER' : 'EXTRA')}
            data={[
              { value: 'EXTRA', label: t('stayAccount.fromPricelist') },
              { value: 'OTHER', label: t('stayAccount.otherItem') },
            ]}
          />
        )}
      />
      {mode === 'EXTRA' ? (
        extras?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('stayAccount.noExtras')}
          </Text>
        ) : (
          <Controller
            control={control}
            name="extraId"
            render={({ field, fieldState }) => (
              <Select
                label={t('stayAccount.extra')}
                data={(extras ?? []).map((item) => ({
                  value: item.id,
                  label: `${item.name} – ${format.money(item.price, item.currency)} ${t(`stayExtras.units.${item.unit}`)}`,
                }))}
                value={field.value}
                onChange={field.onChange}
                ref={field.ref}
                disabled={extras === null}
                placeholder={extras === null ? t('common.loading') : undefined}
                allowDeselect={false}
                error={fieldState.error?.message}
                {...requiredField}
              />
            )}
          />
        )
      ) : (
        <>
          <TextInput
            label={t('stayAccount.name')}
            error={errors.name?.message}
            {...requiredField}
            {...register('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <MoneyInput
              label={t('stayAccount.unitPrice')}
              error={errors.unitPrice?.message}
              {...requiredField}
              {...register('unitPrice')}
            />
            <Controller
              control={control}
              name="vatRate"
              render={({ field, fieldState }) => (
                <Select
                  label={t('stayAccount.vatRate')}
                  data={['0', '12', '21'].map((rate) => ({ value: rate, label: `${rate} %` }))}
                  value={String(field.value)}
                  onChange={(value) => field.onChange(Number(value ?? 21))}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
        </>
      )}
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('stayAccount.quantity')}
            description={
              mode === 'EXTRA' && units !== null ? t('stayAccount.quantityAuto', { count: units }) : undefined
            }
            placeholder={mode === 'EXTRA' ? (units === null ? '' : String(units)) : '1'}
            min={1}
            max={9999}
            allowDecimal={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
            error={fieldState.error?.message}
          />
        )}
      />
      {extra && count !== null ? (
        <Text size="sm" fw={600} data-testid="charge-preview">
          {t('stayAccount.preview', {
            quantity: count,
            price: format.money(extra.price, extra.currency),
            total: format.money(count * extra.price, extra.currency),
          })}
        </Text>
      ) : null}
    </Stack>
  )
}
