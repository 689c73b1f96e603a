import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredField } from '../../components/form/required-field.ts'
import type { StayFormValues } from './stay-form-values.ts'

/** Who booked (name, e-mail, phone) and a note for the staff. */
export function ContactFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<StayFormValues>()
  const errors = formState.errors
  return (
    <Stack gap="sm">
      <TextInput
        label={t('contact.name')}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        {...requiredField}
        error={errors.contact?.name?.message}
        {...register('contact.name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="off"
          error={errors.contact?.email?.message}
          {...register('contact.email')}
        />
        <TextInput
          label={t('contact.phone')}
          type="tel"
          autoComplete="off"
          error={errors.contact?.phone?.message}
          {...register('contact.phone')}
        />
      </SimpleGrid>
      <Textarea
        label={t('contact.note')}
        autosize
        minRows={2}
        maxRows={5}
        error={errors.note?.message}
        {...register('note')}
      />
    </Stack>
  )
}
