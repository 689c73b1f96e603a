import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AddressFields } from '../../components/company-form/address-fields.tsx'
import { FormSection } from '../../components/company-form/form-section.tsx'
import { IcoField } from '../../components/company-form/ico-field.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { type ContactFormValues, derivedIban, groupIban } from './contact-values.ts'

/** Account number with the IBAN it gives, and an IBAN of its own for a foreign account. */
function BankFields() {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<ContactFormValues>()
  const [bankAccount, iban] = useWatch({ control, name: ['bankAccount', 'iban'] })
  const derived = derivedIban(bankAccount)
  const typedIban = iban.replace(/\s+/g, '').toUpperCase()
  const mismatch = derived !== null && typedIban !== '' && typedIban !== derived
  return (
    <Stack gap="sm">
      <TextInput
        label={t('contacts.bankAccount')}
        placeholder="19-2000145399/0800"
        autoComplete="off"
        description={
          derived ? (
            <span data-testid="iban-preview">{t('contacts.ibanDerived', { iban: groupIban(derived) })}</span>
          ) : (
            t('contacts.bankHint')
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={formState.errors.bankAccount?.message}
        {...register('bankAccount')}
      />
      <TextInput
        label={t('contacts.iban')}
        placeholder={derived ? groupIban(derived) : 'CZ65 0800 0000 1920 0014 5399'}
        autoComplete="off"
        description={
          mismatch ? (
            <Text span inherit c="orange">
              {t('contacts.ibanMismatch', { iban: groupIban(derived) })}
            </Text>
          ) : (
            t('contacts.ibanHint')
          )
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={formState.errors.iban?.message}
        {...register('iban')}
      />
    </Stack>
  )
}

/**
 * Everything a contact holds, in two columns on a desktop (so the dialog needs no scrolling): who and
 * where on the left, how to reach and how to pay on the right.
 */
export function ContactFields() {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<ContactFormValues>()
  const errors = formState.errors
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
      <Stack gap="lg">
        <FormSection legend={t('contacts.sectionIdentity')}>
          <Stack gap="sm">
            <IcoField
              label="contacts.ico"
              hint="contacts.icoHint"
              notFound="contacts.aresNotFound"
              unavailable="contacts.aresUnavailable"
            />
            <TextInput
              label={t('contacts.name')}
              {...requiredField}
              autoComplete="organization"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextInput
              label={t('contacts.dic')}
              placeholder="CZ12345678"
              error={errors.dic?.message}
              {...register('dic')}
            />
          </Stack>
        </FormSection>
        <FormSection legend={t('contacts.sectionAddress')}>
          <AddressFields readOnly={false} />
        </FormSection>
      </Stack>
      <Stack gap="lg">
        <FormSection legend={t('contacts.sectionReach')}>
          <Stack gap="sm">
            <TextInput
              label={t('contacts.email')}
              type="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={t('contacts.phone')}
              type="tel"
              autoComplete="off"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </Stack>
        </FormSection>
        <FormSection legend={t('contacts.sectionBank')}>
          <BankFields />
        </FormSection>
        <FormSection legend={t('contacts.sectionOther')}>
          <Textarea
            label={t('contacts.note')}
            autosize
            minRows={2}
            maxRows={5}
            error={errors.note?.message}
            {...register('note')}
          />
        </FormSection>
      </Stack>
    </SimpleGrid>
  )
}
