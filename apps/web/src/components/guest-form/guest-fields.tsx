import { GuestAgeCategory, IdentityDocumentType, isForeigner, mayNeedVisa } from '@innkeep/contract'
import { Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredField, requiredUnless } from '../form/required-field.ts'
import { BirthDateInput } from './birth-date-input.tsx'
import { CountrySelect } from './country-select.tsx'
import type { GuestCard, GuestCards } from './guest-form-values.ts'

const MAIN_DOCUMENTS = ['OP', 'PAS'] as const

export interface GuestFieldsProps {
  index: number
  onRemove: () => void
  readOnly: boolean
  /** Who fills it in: the hints speak to the guest ("you") or about the guest to the reception. */
  audience: 'guest' | 'staff'
  /** The card's test id (the staff editor's rows and the guest's cards keep theirs). */
  testId: string
}

/**
 * One guest of the register, the same for the reception and for the guest's own check-in: names,
 * birth date, nationality from the ISO list, address, document (required of a foreigner), a visa
 * outside the EU, category. The form around it holds `GuestCards` (guest-form-values.ts).
 */
export function GuestFields({ index, onRemove, readOnly, audience, testId }: GuestFieldsProps) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<GuestCards>()
  const errors = formState.errors.guests?.[index]
  const name = (field: keyof GuestCard) => `guests.${index}.${field}` as const
  const number = index + 1
  const [nationality, visaNumber] = useWatch({ control, name: [name('nationality'), name('visaNumber')] })
  const code = String(nationality ?? '')
  const foreigner = isForeigner(code)
  const askVisa = mayNeedVisa(code) || String(visaNumber ?? '') !== ''
  const documentRequired = foreigner && !readOnly ? requiredField : {}
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
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} id={`${testId}-title`}>
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
      <SimpleGrid
        cols={audience === 'staff' ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 2 }}
        spacing="sm"
        verticalSpacing="sm"
      >
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
              {...documentRequired}
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
          {...documentRequired}
          autoComplete="off"
          error={errors?.documentNumber?.message}
          {...register(name('documentNumber'))}
        />
        {askVisa ? (
          <TextInput
            label={t('guest.form.visaNumber')}
            description={t(audience === 'staff' ? 'guest.form.visaNumberHintStaff' : 'guest.form.visaNumberHint')}
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
      {foreigner && !readOnly ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid={`guest-${index}-police-hint`}>
          {t(audience === 'staff' ? 'guest.form.foreignerHintStaff' : 'guest.form.foreignerHint')}
        </Text>
      ) : null}
    </Paper>
  )
}
