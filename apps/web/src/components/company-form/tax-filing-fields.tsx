import { TaxFilerType } from '@innkeep/contract'
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CompanyFormValues } from './company-form-values.ts'
import { FormSection } from './form-section.tsx'

/**
 * The tax office and the filer as the VAT return and the control statement name them (EPO `c_ufo`,
 * `c_pracufo`, `typ_ds`); a natural person files under their own name, so only then are names asked.
 */
export function TaxFilingFields({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<CompanyFormValues>()
  const errors = formState.errors
  const filerType = useWatch({ control, name: 'taxFilerType' })
  const filerOptions = TaxFilerType.options
    .filter((value) => value !== '')
    .map((value) => ({ value, label: t(`company.taxFilerTypes.${value}`) }))
  return (
    <FormSection legend={t('company.sectionTaxFiling')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('company.taxFilingHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('company.taxOffice')}
            description={t('company.taxOfficeHint')}
            placeholder="451"
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.taxOffice?.message}
            {...register('taxOffice')}
          />
          <TextInput
            label={t('company.taxOfficeWorkplace')}
            description={t('company.taxOfficeWorkplaceHint')}
            placeholder="2001"
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.taxOfficeWorkplace?.message}
            {...register('taxOfficeWorkplace')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="taxFilerType"
          render={({ field, fieldState }) => (
            <Select
              label={t('company.taxFilerType')}
              placeholder={t('company.taxFilerTypePlaceholder')}
              data={filerOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              readOnly={readOnly}
              error={fieldState.error?.message}
              maw={360}
            />
          )}
        />
        {filerType === 'NATURAL_PERSON' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('company.taxFilerFirstName')}
              autoComplete="given-name"
              readOnly={readOnly}
              error={errors.taxFilerFirstName?.message}
              {...register('taxFilerFirstName')}
            />
            <TextInput
              label={t('company.taxFilerLastName')}
              autoComplete="family-name"
              readOnly={readOnly}
              error={errors.taxFilerLastName?.message}
              {...register('taxFilerLastName')}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </FormSection>
  )
}
