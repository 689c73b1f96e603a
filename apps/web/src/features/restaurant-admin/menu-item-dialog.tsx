import { listMenuItems, type MenuCategory, MenuItem, PriceItemCategory } from '@innkeep/contract'
import { Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invalidate } from '../../api/query.ts'
import { useSaveMenuItem } from '../../api/restaurant-admin.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { useFormat } from '../../i18n/use-format.ts'
import {
  emptyMenuItem,
  type MenuItemFormValues,
  menuItemResolver,
  menuItemToForm,
  toMenuItemInput,
} from './menu-item-values.ts'

/** null: closed; `{ categoryId }`: a new item there; an item: edit it. */
export type MenuItemDialogState = MenuItem | { categoryId: string } | null

/**
 * Create or edit a menu item at the version the list showed. The server's field messages sit on their
 * fields; a stale version loads what someone else saved and says so.
 */
export function MenuItemDialog(props: {
  slug: string
  restaurantId: string
  categories: MenuCategory[]
  state: MenuItemDialogState
  onClose: () => void
}) {
  const { slug, restaurantId, categories, state, onClose } = props
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<MenuItemFormValues, unknown, Parameters<typeof toMenuItemInput>[0]>({
    resolver: menuItemResolver,
    defaultValues: emptyMenuItem(''),
  })
  const dialog = useDialogSave({ form, schema: MenuItem, toForm: (item) => menuItemToForm(item, language) })
  const queryClient = useQueryClient()
  const { run, isPending } = useSaveMenuItem()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if ('id' in state) dialog.open(state, menuItemToForm(state, language))
    else dialog.open(null, emptyMenuItem(state.categoryId))
  }, [state])

  const submit = form.handleSubmit(async (values) => {
    const saved = dialog.editing
    const handlers = dialog.closeOnSave((item) => t('restaurantAdmin.item.saved', { name: item.name }), onClose)
    await run(
      {
        params: { slugs: slug, id: restaurantId },
        body: toMenuItemInput(values, saved ? { id: saved.id, version: saved.version } : null),
      },
      {
        ...handlers,
        conflict: (entity, messages) => {
          handlers.conflict?.(entity, messages)
          void invalidate(queryClient, [listMenuItems])
        },
      },
    )
  })

  const errors = form.formState.errors
  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      size="lg"
      title={t(dialog.editing ? 'restaurantAdmin.item.editTitle' : 'restaurantAdmin.item.newTitle')}
      form={form}
      onSubmit={(event) => void submit(event)}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('restaurantAdmin.item.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <TextInput
        label={t('restaurantAdmin.item.name')}
        placeholder={t('restaurantAdmin.item.namePlaceholder')}
        error={errors.name?.message}
        data-autofocus
        {...requiredField}
        {...form.register('name')}
      />
      <Textarea
        label={t('restaurantAdmin.item.description')}
        autosize
        minRows={2}
        maxRows={5}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field: { value, onChange, ref } }) => (
            <Select
              ref={ref}
              label={t('restaurantAdmin.item.category')}
              value={value || null}
              onChange={(next) => onChange(next ?? '')}
              data={categories.map((c) => ({ value: c.id, label: c.name }))}
              allowDeselect={false}
              error={errors.categoryId?.message}
              comboboxProps={{ withinPortal: true }}
              {...requiredField}
            />
          )}
        />
        <Controller
          control={form.control}
          name="priceCategory"
          render={({ field: { value, onChange, ref } }) => (
            <Select
              ref={ref}
              label={t('restaurantAdmin.item.vatCategory')}
              description={t('restaurantAdmin.item.vatCategoryHint')}
              value={value}
              onChange={(next) => onChange(PriceItemCategory.safeParse(next).data ?? value)}
              data={PriceItemCategory.options.map((c) => ({ value: c, label: t(`restaurantAdmin.vatCategory.${c}`) }))}
              allowDeselect={false}
              error={errors.priceCategory?.message}
              comboboxProps={{ withinPortal: true }}
              {...requiredField}
            />
          )}
        />
        <MoneyInput
          label={t('restaurantAdmin.item.price')}
          description={t('restaurantAdmin.item.priceHint')}
          error={errors.price?.message}
          {...requiredField}
          {...form.register('price')}
        />
        <TextInput
          label={t('restaurantAdmin.item.unit')}
          description={t('restaurantAdmin.item.unitHint')}
          placeholder="0,5 l"
          error={errors.unit?.message}
          {...form.register('unit')}
        />
      </SimpleGrid>
      <Switch
        label={t('restaurantAdmin.item.visible')}
        description={t('restaurantAdmin.item.visibleHint')}
        {...form.register('visible')}
      />
    </FormDialog>
  )
}
