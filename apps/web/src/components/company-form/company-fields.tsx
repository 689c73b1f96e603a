import { VatPayerStatus } from '@innkeep/contract'
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredUnless } from '../form/required-field.ts'
import { AddressFields } from './address-fields.tsx'
import type { CompanyFormValues } from './company-form-values.ts'
import { FormSection } from './form-section.tsx'
import { IcoField } from './ico-field.tsx'

let timeZones: string[] | undefined
const allTimeZones = () => {
  timeZones ??= Intl.supportedValuesOf('timeZone')
  return timeZones
}

/**
 * The company profile fields shared by "new workspace" and "company settings".
 * `afterName` lets a page add its own fields (slug, kind) right after the company name.
 */
export function CompanyFields({ readOnly = false, afterName }: { readOnly?: boolean; afterName?: ReactNode }) {
  const { t } = useTranslation()
  const { register, control, formState, setValue } = useFormContext<CompanyFormValues>()
  const errors = formState.errors
  const vatOptions = VatPayerStatus.options.map((value) => ({ value, label: t(`vatPayerStatus.${value}`) }))
  return (
    <Stack gap="lg">
      <FormSection legend={t('company.sectionIdentity')}>
        <Stack gap="md">
          <IcoField
            label="company.ico"
            hint="company.icoHint"
            notFound="ares.notFound"
            readOnly={readOnly}
            onFound={(company) =>
              setValue('vatPayerStatus', company.vatPayer ? 'PAYER' : 'NO', { shouldDirty: true, shouldValidate: true })
            }
          />
          <TextInput
            label={t('company.name')}
            {...requiredUnless(readOnly)}
            autoComplete="organization"
            readOnly={readOnly}
            error={errors.name?.message}
            {...register('name')}
          />
          {afterName}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('company.dic')}
              placeholder="CZ12345678"
              readOnly={readOnly}
              error={errors.dic?.message}
              {...register('dic')}
            />
            <Controller
              control={control}
              name="vatPayerStatus"
              render={({ field, fieldState }) => (
                <Select
                  label={t('company.vatPayerStatus')}
                  data={vatOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'NO')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  allowDeselect={false}
                  readOnly={readOnly}
                  error={fieldState.error?.message}
                />
              )}
            />
          </SimpleGrid>
          <TextInput
            label={t('company.registerEntry')}
            description={t('company.registerEntryHint')}
            placeholder={t('company.registerEntryExample')}
            readOnly={readOnly}
            error={errors.registerEntry?.message}
            {...register('registerEntry')}
          />
        </Stack>
      </FormSection>
      <FormSection legend={t('company.sectionAddress')}>
        <AddressFields readOnly={readOnly} />
      </FormSection>
      <FormSection legend={t('company.sectionContact')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('company.email')}
            type="email"
            autoComplete="email"
            readOnly={readOnly}
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label={t('company.phone')}
            type="tel"
            autoComplete="tel"
            readOnly={readOnly}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label={t('company.web')}
            autoComplete="url"
            readOnly={readOnly}
            error={errors.web?.message}
            {...register('web')}
          />
        </SimpleGrid>
      </FormSection>
      <FormSection legend={t('company.sectionSettings')}>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <Select
              label={t('company.timeZone')}
              data={allTimeZones()}
              searchable
              limit={50}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'Europe/Prague')}
              onBlur={field.onBlur}
              ref={field.ref}
              allowDeselect={false}
              readOnly={readOnly}
              error={fieldState.error?.message}
              maw={360}
            />
          )}
        />
      </FormSection>
    </Stack>
  )
}
