import { GuestAgeCategory, IdentityDocumentType } from '@innkeep/contract'
import { Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { IconButton } from '../../components/icon-button.tsx'
import type { GuestsFormValues } from './guest-values.ts'
import { NationalityInput } from './nationality-input.tsx'

/** One guest of the register: names, birth date, nationality, document, category, address. */
export function GuestRowFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<GuestsFormValues>()
  const errors = formState.errors.guests?.[index]
  const name = (field: keyof GuestsFormValues['guests'][number]) => `guests.${index}.${field}` as const
  const documents = IdentityDocumentType.options.map((value) => ({ value, label: t(`documentType.${value}`) }))
  const categories = GuestAgeCategory.options.map((value) => ({ value, label: t(`guestCategory.${value}`) }))
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`guest-row-${index}`}>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {t('guests.guestNumber', { number: index + 1 })}
        </Text>
        <IconButton label={t('guests.remove', { number: index + 1 })} variant="subtle" color="red" onClick={onRemove}>
          <IconTrash size={18} />
        </IconButton>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('guests.firstName')}
          {...requiredField}
          error={errors?.firstName?.message}
          {...register(name('firstName'))}
        />
        <TextInput
          label={t('guests.lastName')}
          {...requiredField}
          error={errors?.lastName?.message}
          {...register(name('lastName'))}
        />
        <Controller
          control={control}
          name={name('birthDate')}
          render={({ field, fieldState }) => (
            <LocalDateInput
              label={t('guests.birthDate')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              maxDate={new Date()}
              defaultLevel="decade"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={name('nationality')}
          render={({ field, fieldState }) => (
            <NationalityInput
              label={t('guests.nationality')}
              placeholder="CZE"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={name('documentType')}
          render={({ field, fieldState }) => (
            <Select
              label={t('guests.documentType')}
              data={documents}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput
          label={t('guests.documentNumber')}
          error={errors?.documentNumber?.message}
          {...register(name('documentNumber'))}
        />
        <Controller
          control={control}
          name={name('ageCategory')}
          render={({ field, fieldState }) => (
            <Select
              label={t('guests.ageCategory')}
              data={categories}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'ADULT')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput label={t('guests.address')} error={errors?.address?.message} {...register(name('address'))} />
      </SimpleGrid>
    </Paper>
  )
}
