import { Car } from '@innkeep/contract'
import { Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveCar } from '../../api/vehicles.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { SaveBar } from '../../components/form/save-bar.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { currencyLabel } from './currency-label.ts'
import { VehicleFields } from './vehicle-fields.tsx'
import {
  newVehicleForm,
  toCarInput,
  type VehicleFormOutput,
  VehicleFormSchema,
  type VehicleFormValues,
  vehicleToForm,
} from './vehicle-values.ts'

interface Props {
  slug: string
  /** Null: a new vehicle. */
  car: Car | null
  readOnly: boolean
  /** After a save, with the server's record (a new vehicle then opens at its own address). */
  onSaved: (car: Car) => void
}

/**
 * The vehicle's details, saved at the version shown: the server's VALIDATION messages land on their
 * fields, a CONFLICT loads the current vehicle and says why. Save keeps the user on the page.
 */
export function VehicleEditor({ slug, car, readOnly, onSaved }: Props) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<VehicleFormValues, unknown, VehicleFormOutput>({
    resolver: localizedResolver<typeof VehicleFormSchema, VehicleFormValues>(VehicleFormSchema),
    defaultValues: car ? vehicleToForm(car, language) : newVehicleForm(),
  })
  const [record, setRecord] = useState<Car | null>(car)
  const server = useServerMessages(form)
  const load = (current: Car) => {
    form.reset(vehicleToForm(current, language))
    setRecord(current)
  }
  const conflict = useConflict(Car, load)
  const save = useSaveCar()

  // the server's copy changed (a return raised the mileage): show it unless the user is editing
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's record only
  useEffect(() => {
    if (car && record && car.version > record.version && !form.formState.isDirty) load(car)
  }, [car])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await save.run(
      { params: { slugs: slug }, body: toCarInput(values, record) },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (saved) => {
          load(saved)
          notifications.show({ color: 'green', message: t('vehicles.editor.saved', { name: saved.name }) })
          onSaved(saved)
        },
      },
    )
  })

  return (
    <FormProvider {...form}>
      <SectionCard title={t('vehicles.editor.details')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!readOnly) void submit()
          }}
          data-testid="vehicle-form"
        >
          <Stack gap="md">
            <ConflictAlert messages={conflict.messages} fallback={t('vehicles.editor.conflict')} />
            <FormAlert messages={server.formMessages} />
            <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <VehicleFields readOnly={readOnly} currency={currencyLabel(record?.currency, language)} />
            </fieldset>
            {readOnly ? null : (
              <SaveBar
                dirty={form.formState.isDirty}
                onDiscard={() => form.reset()}
                loading={save.isPending}
                saveLabel={record ? undefined : t('vehicles.editor.create')}
              />
            )}
          </Stack>
        </form>
      </SectionCard>
      <UnsavedChangesGuard dirty={!readOnly && form.formState.isDirty && !save.isPending} />
    </FormProvider>
  )
}
