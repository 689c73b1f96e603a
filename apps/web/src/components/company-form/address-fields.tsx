import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CompanyFormValues } from './company-form-values.ts'

const COUNTRIES = ['CZ', 'SK', 'DE', 'AT', 'PL', 'HU']

function countryOptions(language: string, current: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  const codes = COUNTRIES.includes(current) || !current ? COUNTRIES : [...COUNTRIES, current]
  return codes.map((code) => ({ value: code, label: names.of(code) ?? code }))
}

export function AddressFields({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation()
  const { register, control, formState } = useFormContext<CompanyFormValues>()
  const errors = formState.errors.address
  return (
    <Stack gap="md">
      <TextInput
        label={t('company.street')}
        autoComplete="street-address"
        readOnly={readOnly}
        error={errors?.street?.message}
        {...register('address.street')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('company.city')}
          autoComplete="address-level2"
          readOnly={readOnly}
          error={errors?.city?.message}
          {...register('address.city')}
        />
        <TextInput
          label={t('company.postcode')}
          autoComplete="postal-code"
          readOnly={readOnly}
          error={errors?.postcode?.message}
          {...register('address.postcode')}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="address.country"
        render={({ field, fieldState }) => (
          <Select
            label={t('company.country')}
            data={countryOptions(i18n.language, field.value)}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'CZ')}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            readOnly={readOnly}
            error={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  )
}
