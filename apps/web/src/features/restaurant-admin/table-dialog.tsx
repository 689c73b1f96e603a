import { RestaurantTable, RestaurantTableInput } from '@innkeep/contract'
import { Autocomplete, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveRestaurantTable } from '../../api/restaurant-admin.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'

/** null: closed; `{ area }`: a new table there; a table: edit it. */
export type TableDialogState = RestaurantTable | { area: string } | null

interface TableFormValues {
  name: string
  seats: number | string
  area: string
  active: boolean
}

const FormSchema = z.object({
  name: RestaurantTableInput.shape.name,
  seats: z.coerce.number().int().min(0).max(500),
  area: z.string().trim().max(40),
  active: z.boolean(),
})
const resolver = localizedResolver<typeof FormSchema, TableFormValues>(FormSchema)

function toForm(table: RestaurantTable): TableFormValues {
  return { name: table.name, seats: table.seats, area: table.area, active: table.active }
}

/** Add or edit a table: name, seats, area (one of those in use or a new one), active. */
export function TableDialog(props: {
  slug: string
  restaurantId: string
  areas: string[]
  state: TableDialogState
  onClose: () => void
}) {
  const { slug, restaurantId, areas, state, onClose } = props
  const { t } = useTranslation()
  const form = useForm<TableFormValues, unknown, z.output<typeof FormSchema>>({
    resolver,
    defaultValues: { name: '', seats: 4, area: '', active: true },
  })
  const dialog = useDialogSave({ form, schema: RestaurantTable, toForm })
  const { run, isPending } = useSaveRestaurantTable()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if ('id' in state) dialog.open(state, toForm(state))
    else dialog.open(null, { name: '', seats: 4, area: state.area, active: true })
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    await run(
      {
        params: { slugs: slug, id: restaurantId },
        body: { ...dialog.key, ...values },
      },
      dialog.closeOnSave((table) => t('restaurantAdmin.table.saved', { name: table.name }), onClose),
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(dialog.editing ? 'restaurantAdmin.table.editTitle' : 'restaurantAdmin.table.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('restaurantAdmin.table.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('restaurantAdmin.table.name')}
          placeholder={t('restaurantAdmin.table.namePlaceholder')}
          error={errors.name?.message}
          data-autofocus
          {...requiredField}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="seats"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <NumberInput
              ref={ref}
              label={t('restaurantAdmin.table.seats')}
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              min={0}
              max={500}
              allowDecimal={false}
              allowNegative={false}
              error={errors.seats?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="area"
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <Autocomplete
            ref={ref}
            label={t('restaurantAdmin.table.area')}
            description={t('restaurantAdmin.table.areaHint')}
            placeholder={t('restaurantAdmin.table.areaPlaceholder')}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            data={areas}
            error={errors.area?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Switch
        label={t('restaurantAdmin.table.active')}
        description={t('restaurantAdmin.table.activeHint')}
        {...form.register('active')}
      />
    </FormDialog>
  )
}
