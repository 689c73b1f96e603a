import { GuestAgeCategory, IdentityDocumentType } from '@innkeep/contract'
import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredUnless } from '../../components/form/required-field.ts'
import { BirthDateInput } from './birth-date-input.tsx'
import { mayNeedVisa } from './countries.ts'
import { CountrySelect } from './country-select.tsx'
import type { GuestCard as Card, GuestCards } from './guest-form-values.ts'

const MAIN_DOCUMENTS = ['OP', 'PAS'] as const

/** One companion: names, birth date, nationality, address, document, category. */
export function GuestCard({ index, onRemove, readOnly }: { index: number; onRemove: () => void; readOnly: boolean }) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<GuestCards>()
  const errors = formState.errors.guests?.[index]
  const name = (field: keyof Card) => `guests.${index}.${field}` as const
  const number = index + 1
  const [nationality, visaNumber] = useWatch({ control, name: [name('nationality'), name('visaNumber')] })
  const askVisa = mayNeedVisa(String(nationality ?? '')) || String(visaNumber ?? '') !== ''
  const documents = [
    ...MAIN_DOCUMENTS.map((value) => ({ value, label: t(`guest.documentType.${value}`) })),
    {
      group: t('guest.form.otherDocuments'),
      items: IdentityDocumentType.options
        .filter((v) => !(MAIN_DOCUMENTS as readonly string[]).includes(v))
        .map((value) => ({ value, label: t(`guest.documentType.${value}`) })),
    },
  ]
  const categories = GuestAgeCategory.options.map((value) => ({ value, label: t(`guest.category.${value}`) }))
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', xs: 'md' }}
      component="section"
      aria-labelledby={`guest-card-${index}-title`}
      data-testid={`guest-card-${index}`}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} id={`guest-card-${index}-title`}>
          {t('guest.form.guestNumber', { number })}
        </Text>
        {readOnly ? null : (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={onRemove}
            aria-label={t('guest.form.remove', { number })}
          >
            {t('guest.form.removeShort')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label={t('guest.form.firstName')}
          autoComplete="off"
          {...requiredUnless(readOnly)}
          error={errors?.firstName?.message}
          {...register(name('firstName'))}
        />
        <TextInput
          label={t('guest.form.lastName')}
          autoComplete="off"
          {...requiredUnless(readOnly)}
          error={errors?.lastName?.message}
          {...register(name('lastName'))}
        />
        <Controller
          control={control}
          name={name('birthDate')}
          render={({ field, fieldState }) => (
            <BirthDateInput
              label={t('guest.form.birthDate')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              data-testid={`guest-${index}-birthDate`}
            />
          )}
        />
        <Controller
          control={control}
          name={name('nationality')}
          render={({ field, fieldState }) => (
            <CountrySelect
              label={t('guest.form.nationality')}
              placeholder={t('guest.form.nationalityPlaceholder')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              data-testid={`guest-${index}-nationality`}
            />
          )}
        />
        <TextInput
          label={t('guest.form.address')}
          placeholder={t('guest.form.addressHint')}
          autoComplete="off"
          error={errors?.address?.message}
          {...register(name('address'))}
          style={{ gridColumn: '1 / -1' }}
        />
        <Controller
          control={control}
          name={name('documentType')}
          render={({ field, fieldState }) => (
            <Select
              label={t('guest.form.documentType')}
              data={documents}
              clearable
              allowDeselect
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
              data-testid={`guest-${index}-documentType`}
            />
          )}
        />
        <TextInput
          label={t('guest.form.documentNumber')}
          autoComplete="off"
          error={errors?.documentNumber?.message}
          {...register(name('documentNumber'))}
        />
        {askVisa ? (
          <TextInput
            label={t('guest.form.visaNumber')}
            description={t('guest.form.visaNumberHint')}
            autoComplete="off"
            error={errors?.visaNumber?.message}
            {...register(name('visaNumber'))}
          />
        ) : null}
        <Controller
          control={control}
          name={name('ageCategory')}
          render={({ field, fieldState }) => (
            <Select
              label={t('guest.form.ageCategory')}
              description={t('guest.form.ageCategoryHint')}
              data={categories}
              allowDeselect={false}
              value={String(field.value)}
              onChange={(value) => field.onChange(value ?? 'ADULT')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: true }}
              data-testid={`guest-${index}-ageCategory`}
            />
          )}
        />
      </SimpleGrid>
    </Paper>
  )
}
