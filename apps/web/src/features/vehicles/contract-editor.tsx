import { type Message, RentalDetail } from '@innkeep/contract'
import { Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useRememberRental, useSaveContract } from '../../api/vehicles.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { useCarOptions } from './car-select-options.ts'
import { ContractFields } from './contract-fields.tsx'
import {
  type ContractFormOutput,
  ContractFormSchema,
  type ContractFormValues,
  contractField,
  contractToForm,
  type NewContractDefaults,
  newContractForm,
  toContractInput,
} from './contract-values.ts'
import { currencyLabel } from './currency-label.ts'
import { usePricePrefill } from './use-price-prefill.ts'

interface Props {
  slug: string
  /** Null: a new contract from these defaults. */
  detail: RentalDetail | null
  defaults: NewContractDefaults
  readOnly: boolean
  onSaved: (detail: RentalDetail) => void
}

/**
 * The contract's terms, saved at the version shown. The server's VALIDATION lands on its field (a
 * double rental on the period); a CONFLICT loads the current contract and says why.
 */
export function ContractEditor({ slug, detail, defaults, readOnly, onSaved }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<ContractFormValues, unknown, ContractFormOutput>({
    resolver: localizedResolver<typeof ContractFormSchema, ContractFormValues>(ContractFormSchema),
    defaultValues: detail ? contractToForm(detail, language) : newContractForm(defaults),
  })
  const [record, setRecord] = useState<RentalDetail | null>(detail)
  const remember = useRememberRental(slug)
  const server = useServerMessages(form)
  const load = (current: RentalDetail) => {
    form.reset(contractToForm(current, language))
    setRecord(current)
    remember(current)
  }
  const conflict = useConflict(RentalDetail, load)
  const save = useSaveContract()
  const cars = useCarOptions(slug)
  const chosenCar = record?.contract.carId
  const carOptions = cars.options.filter(
    (o) => cars.items.find((c) => c.id === o.value)?.active || o.value === chosenCar,
  )
  const prefill = usePricePrefill(form, cars.items)
  const price = form.watch('price')

  // the server's copy changed (a record written, passivated elsewhere): show it unless the user is editing
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's record only
  useEffect(() => {
    if (detail && record && detail.contract.version > record.contract.version && !form.formState.isDirty) load(detail)
  }, [detail])

  const validation = (messages: Message[]) => {
    const fields = messages.map((m) => ({ ...m, field: contractField(m) }))
    // a double rental is said under the period without focusing a date (that would open its calendar over it)
    const taken = fields.filter((m) => m.field === 'since')
    server.validation(fields.filter((m) => m.field !== 'since'))
    if (taken.length > 0) form.setError('since', { type: 'server', message: taken.map((m) => m.text).join(' ') })
  }
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    const current = record ? { id: record.contract.id, version: record.contract.version } : null
    await save.run(
      { params: { slugs: slug }, body: toContractInput(values, current) },
      {
        validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          load(saved)
          notifications.show({
            color: 'green',
            message: t('vehicles.contract.saved', { number: saved.contract.number }),
          })
          onSaved(saved)
        },
      },
    )
  })

  return (
    <FormProvider {...form}>
      <SectionCard title={t('vehicles.contract.terms')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!readOnly) void submit()
          }}
          data-testid="contract-form"
        >
          <Stack gap="md">
            <ConflictAlert messages={conflict.messages} fallback={t('vehicles.contract.conflict')} />
            <FormAlert messages={server.formMessages} />
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <ContractFields
                slug={slug}
                contact={record?.contact ?? null}
                carOptions={carOptions}
                pricing={{
                  days: prefill.days,
                  pricePerDay: prefill.car?.pricePerDay ?? null,
                  suggestion: prefill.suggestion,
                  differs: prefill.suggestionText !== null && price !== prefill.suggestionText,
                  apply: prefill.apply,
                }}
                currency={currencyLabel(record?.contract.currency, language)}
                readOnly={readOnly}
                subjectFixed={record !== null}
              />
            </fieldset>
            {readOnly ? null : (
              <SaveBar
                dirty={form.formState.isDirty}
                onDiscard={() => form.reset()}
                loading={save.isPending}
                saveLabel={record ? undefined : t('vehicles.contract.create')}
              />
            )}
          </Stack>
        </form>
      </SectionCard>
      <UnsavedChangesGuard dirty={!readOnly && form.formState.isDirty && !save.isPending} />
    </FormProvider>
  )
}
