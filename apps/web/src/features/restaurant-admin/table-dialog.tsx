import { RestaurantTable, RestaurantTableInput } from '@innkeep/contract'
import { Autocomplete, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useSaveRestaurantTable } from './api.ts'

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
  const server = useServerMessages(form)
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(null)
  const load = (current: RestaurantTable) => {
    form.reset(toForm(current))
    setSaved({ id: current.id, version: current.version })
  }
  const conflict = useConflict(RestaurantTable, load)
  const { run, isPending } = useSaveRestaurantTable()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if ('id' in state) {
      load(state)
    } else {
      form.reset({ name: '', seats: 4, area: state.area, active: true })
      setSaved(null)
    }
    conflict.clear()
    server.clear()
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug, id: restaurantId }, body: { ...(saved ?? {}), ...values } },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (table) => {
          notifications.show({ color: 'green', message: t('restaurantAdmin.table.saved', { name: table.name }) })
          onClose()
        },
      },
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(saved ? 'restaurantAdmin.table.editTitle' : 'restaurantAdmin.table.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={conflict.messages} fallback={t('restaurantAdmin.table.conflict')} />
      <FormAlert messages={server.formMessages} />
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
