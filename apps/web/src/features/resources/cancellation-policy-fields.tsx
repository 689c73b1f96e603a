import { NumberInput, Stack, Switch, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSection } from '../../components/company-form/form-section.tsx'
import type { GroupValues, PolicyValues } from './group-values.ts'

type NumberField = 'freeDays' | 'feePercent' | 'noShowPercent'

/**
 * The policy in one sentence, as a guest reads it: "Zdarma do 14 dnů před příjezdem, potom 50 %, v den
 * příjezdu 100 % ceny pobytu." With 0 free days the fee never applies: free until the day before arrival.
 */
export function policySentence(t: TFunction, policy: Pick<PolicyValues, NumberField>): string {
  const { freeDays, feePercent, noShowPercent } = policy
  return freeDays > 0
    ? t('resources.policy.preview', { count: freeDays, fee: feePercent, noShow: noShowPercent })
    : t('resources.policy.previewSameDay', { noShow: noShowPercent })
}

/** Storno podmínky of a group: free of charge, or free until some days before arrival, then a share of the stay. */
export function CancellationPolicyFields() {
  const { t } = useTranslation()
  const { control, watch } = useFormContext<GroupValues>()
  const policy = watch('policy')
  const numberField = (name: NumberField, max: number, suffix: string) => (
    <Controller
      control={control}
      name={`policy.${name}`}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`resources.policy.${name}`)}
          min={0}
          max={max}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          suffix={suffix}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
  return (
    <FormSection legend={t('resources.policy.title')}>
      <Stack gap="sm" data-testid="cancellation-policy">
        <Controller
          control={control}
          name="policy.charged"
          render={({ field }) => (
            <Switch
              label={t('resources.policy.charged')}
              description={t('resources.policy.chargedHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        {policy.charged ? (
          <>
            {numberField('freeDays', 365, '')}
            {numberField('feePercent', 100, ' %')}
            {numberField('noShowPercent', 100, ' %')}
            <Text size="sm" c="dimmed" data-testid="policy-preview">
              {policySentence(t, policy)}
            </Text>
          </>
        ) : null}
      </Stack>
    </FormSection>
  )
}
