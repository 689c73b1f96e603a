import { Station, StationInput } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { useSaveStation } from '../../api/stations.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'

/** null: closed; 'new': a new station; a station: rename it. */
export type StationDialogState = Station | 'new' | null

const FormSchema = z.object({ name: StationInput.shape.name })
const resolver = localizedResolver(FormSchema)

/** Create or rename a station (Kuchyně, Bar) at the version the list showed. */
export function StationDialog(props: {
  slug: string
  restaurantId: string
  state: StationDialogState
  onClose: () => void
}) {
  const { slug, restaurantId, state, onClose } = props
  const { t } = useTranslation()
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: '' } })
  const dialog = useDialogSave({ form, schema: Station, toForm: (station) => ({ name: station.name }) })
  const { run, isPending } = useSaveStation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state !== null) dialog.open(state === 'new' ? null : state, { name: '' })
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug, id: restaurantId }, body: { ...dialog.key, name: values.name } },
      dialog.closeOnSave((station) => t('restaurantAdmin.station.saved', { name: station.name }), onClose),
    )
  })

  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(dialog.editing ? 'restaurantAdmin.station.renameTitle' : 'restaurantAdmin.station.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('restaurantAdmin.station.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <TextInput
        label={t('restaurantAdmin.station.name')}
        placeholder={t('restaurantAdmin.station.namePlaceholder')}
        error={form.formState.errors.name?.message}
        data-autofocus
        {...requiredField}
        {...form.register('name')}
      />
    </FormDialog>
  )
}
