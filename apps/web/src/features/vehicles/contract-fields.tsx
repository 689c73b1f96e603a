import type { ContactRecord } from '@innkeep/contract'
import { Anchor, Group, Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useResources } from '../../api/resources.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredUnless } from '../../components/form/required-field.ts'
import { CustomerSelect } from '../../components/invoices/customer-select.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import type { ContractFormOutput, ContractFormValues } from './contract-values.ts'

interface Props {
  slug: string
  /** The renter as the contract names them (an existing contract). */
  contact: ContactRecord | null
  carOptions: { value: string; label: string }[]
  /** The price suggestion: days × price per day, and whether the typed price differs from it. */
  pricing: {
    days: number | null
    pricePerDay: number | null
    suggestion: number | null
    differs: boolean
    apply: () => void
  }
  currency: string
  readOnly: boolean
  /** The vehicle or resource stays (an existing contract). */
  subjectFixed: boolean
}

/** Renter, vehicle or resource, period, price (offered from the car's price per day), deposit and note. */
export function ContractFields({ slug, contact, carOptions, pricing, currency, readOnly, subjectFixed }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { control, register, formState } = useFormContext<ContractFormValues, unknown, ContractFormOutput>()
  const errors = formState.errors
  const subject = useWatch({ control, name: 'subject' })
  const resources = useResources(slug)
  const resourceOptions = (resources.data ?? [])
    .filter((r) => r.kind !== 'RESTAURANT' && !r.retired)
    .map((r) => ({ value: r.id, label: r.name }))
  const required = requiredUnless(readOnly)
  const periodError = errors.since?.message ?? errors.till?.message
  const select = { searchable: true, allowDeselect: false, comboboxProps: { withinPortal: true } } as const

  return (
    <Stack gap="md">
      <CustomerSelect
        slug={slug}
        record={contact ? { contactId: contact.id, customer: contact } : null}
        readOnly={readOnly}
        label={t('vehicles.contract.contact')}
        newLabel={t('vehicles.contract.newContact')}
      />
      {subjectFixed ? null : (
        <Controller
          control={control}
          name="subject"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('vehicles.contract.subject')}
              value={field.value}
              onChange={(value) => field.onChange(value === 'resource' ? 'resource' : 'car')}
              data={[
                { value: 'car', label: t('vehicles.contract.subjects.car') },
                { value: 'resource', label: t('vehicles.contract.subjects.resource') },
              ]}
            />
          )}
        />
      )}
      <Controller
        key={subject}
        control={control}
        name={subject === 'car' ? 'carId' : 'resourceId'}
        render={({ field, fieldState }) => (
          <Select
            {...select}
            ref={field.ref}
            label={t(subject === 'car' ? 'vehicles.contract.car' : 'vehicles.contract.resource')}
            placeholder={t(
              subject === 'car' ? 'vehicles.contract.carPlaceholder' : 'vehicles.contract.resourcePlaceholder',
            )}
            value={field.value}
            onChange={field.onChange}
            data={subject === 'car' ? carOptions : resourceOptions}
            error={fieldState.error?.message}
            disabled={readOnly || (subjectFixed && subject === 'resource')}
            data-testid="contract-subject"
            {...required}
          />
        )}
      />
      <Input.Wrapper
        label={t('vehicles.contract.period')}
        description={t(subject === 'car' ? 'vehicles.contract.periodHint' : 'vehicles.contract.periodHintResource')}
        error={periodError}
        {...required}
      >
        <Group gap="xs" mt={4} wrap="nowrap" data-testid="contract-period">
          {(['since', 'till'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <LocalDateInput
                  ref={field.ref}
                  aria-label={t(`vehicles.contract.${name}`)}
                  placeholder={t(`vehicles.contract.${name}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  clearable={name === 'till' && subject === 'resource'}
                  error={Boolean(errors[name])}
                  style={{ flex: 1 }}
                />
              )}
            />
          ))}
        </Group>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={4}>
          <MoneyInput
            label={t('vehicles.contract.price')}
            currency={currency}
            error={errors.price?.message}
            description={
              pricing.suggestion !== null && pricing.days !== null && pricing.pricePerDay !== null
                ? t('vehicles.contract.priceHint', {
                    count: pricing.days,
                    perDay: format.money(pricing.pricePerDay),
                    total: format.money(pricing.suggestion),
                  })
                : t(subject === 'car' ? 'vehicles.contract.priceAuto' : 'vehicles.contract.priceResource')
            }
            data-testid="contract-price"
            {...register('price')}
            {...(subject === 'resource' ? required : {})}
          />
          {pricing.differs && !readOnly ? (
            <Anchor component="button" type="button" size="xs" onClick={pricing.apply} w="fit-content">
              {t('vehicles.contract.useSuggestion')}
            </Anchor>
          ) : null}
        </Stack>
        <MoneyInput
          label={t('vehicles.contract.deposit')}
          currency={currency}
          error={errors.deposit?.message}
          description={subject === 'car' ? t('vehicles.contract.depositHint') : undefined}
          {...register('deposit')}
        />
      </SimpleGrid>
      <Textarea
        label={t('vehicles.contract.note')}
        autosize
        minRows={2}
        maxRows={6}
        error={errors.note?.message}
        {...register('note')}
      />
    </Stack>
  )
}
