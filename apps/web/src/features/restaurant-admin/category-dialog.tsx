import { MenuCategory, MenuCategoryInput } from '@innkeep/contract'
import { Select, TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveMenuCategory } from '../../api/restaurant-admin.ts'
import { useRestaurantStations } from '../../api/stations.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'

/** null: closed; 'new': a new category at the end; a category: rename it. */
export type CategoryDialogState = MenuCategory | 'new' | null

const FormSchema = z.object({ name: MenuCategoryInput.shape.name, stationId: z.string().nullable() })
const resolver = localizedResolver(FormSchema)
type Values = z.infer<typeof FormSchema>
const BLANK: Values = { name: '', stationId: null }

/**
 * Create or rename a category, and choose the station its items are prepared at, at the version the
 * list showed; a stale version loads the current values.
 */
export function CategoryDialog(props: {
  slug: string
  restaurantId: string
  state: CategoryDialogState
  onClose: () => void
  onSaved: (category: MenuCategory) => void
}) {
  const { slug, restaurantId, state, onClose, onSaved } = props
  const { t } = useTranslation()
  const form = useForm<Values>({ resolver, defaultValues: BLANK })
  const dialog = useDialogSave({
    form,
    schema: MenuCategory,
    toForm: (category) => ({ name: category.name, stationId: category.stationId ?? null }),
  })
  const { run, isPending } = useSaveMenuCategory()
  const stations = useRestaurantStations(slug, restaurantId).data ?? []

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state !== null) dialog.open(state === 'new' ? null : state, BLANK)
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    await run(
      {
        params: { slugs: slug, id: restaurantId },
        body: { ...dialog.key, name: values.name, stationId: values.stationId },
      },
      dialog.closeOnSave((category) => t('restaurantAdmin.category.saved', { name: category.name }), onClose, onSaved),
    )
  })

  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(dialog.editing ? 'restaurantAdmin.category.renameTitle' : 'restaurantAdmin.category.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('restaurantAdmin.category.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <TextInput
        label={t('restaurantAdmin.category.name')}
        placeholder={t('restaurantAdmin.category.namePlaceholder')}
        error={form.formState.errors.name?.message}
        data-autofocus
        {...requiredField}
        {...form.register('name')}
      />
      {stations.length > 0 ? (
        <Controller
          control={form.control}
          name="stationId"
          render={({ field: { value, onChange, ref } }) => (
            <Select
              ref={ref}
              label={t('restaurantAdmin.category.station')}
              description={t('restaurantAdmin.category.stationHint')}
              placeholder={t('restaurantAdmin.category.noStation')}
              value={value}
              onChange={onChange}
              data={stations.map((station) => ({ value: station.id, label: station.name }))}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      ) : null}
    </FormDialog>
  )
}
