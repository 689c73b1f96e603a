import { MenuCategory, MenuCategoryInput } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { requiredField } from '../../components/form/required-field.ts'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useSaveMenuCategory } from './api.ts'

/** null: closed; 'new': a new category at the end; a category: rename it. */
export type CategoryDialogState = MenuCategory | 'new' | null

const FormSchema = z.object({ name: MenuCategoryInput.shape.name })
const resolver = localizedResolver(FormSchema)

/** Create or rename a category at the version the list showed; a stale version loads the current name. */
export function CategoryDialog(props: {
  slug: string
  restaurantId: string
  state: CategoryDialogState
  onClose: () => void
  onSaved: (category: MenuCategory) => void
}) {
  const { slug, restaurantId, state, onClose, onSaved } = props
  const { t } = useTranslation()
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: '' } })
  const server = useServerMessages(form)
  const [saved, setSaved] = useState<{ id: string; version: number } | null>(null)
  const load = (current: MenuCategory) => {
    form.reset({ name: current.name })
    setSaved({ id: current.id, version: current.version })
  }
  const conflict = useConflict(MenuCategory, load)
  const { run, isPending } = useSaveMenuCategory()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if (state === 'new') {
      form.reset({ name: '' })
      setSaved(null)
    } else {
      load(state)
    }
    conflict.clear()
    server.clear()
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug, id: restaurantId }, body: { ...(saved ?? {}), name: values.name } },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (category) => {
          notifications.show({ color: 'green', message: t('restaurantAdmin.category.saved', { name: category.name }) })
          onSaved(category)
          onClose()
        },
      },
    )
  })

  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      title={t(saved ? 'restaurantAdmin.category.renameTitle' : 'restaurantAdmin.category.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={conflict.messages} fallback={t('restaurantAdmin.category.conflict')} />
      <FormAlert messages={server.formMessages} />
      <TextInput
        label={t('restaurantAdmin.category.name')}
        placeholder={t('restaurantAdmin.category.namePlaceholder')}
        error={form.formState.errors.name?.message}
        data-autofocus
        {...requiredField}
        {...form.register('name')}
      />
    </FormDialog>
  )
}
