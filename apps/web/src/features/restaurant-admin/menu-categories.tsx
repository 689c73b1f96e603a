import { getMenuItemCategories, type MenuCategory } from '@innkeep/contract'
import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiQueryKey } from '../../api/query.ts'
import { useDeleteMenuCategory, useOrderMenuCategories } from '../../api/restaurant-admin.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { CategoryDialog, type CategoryDialogState } from './category-dialog.tsx'
import { moveCategory } from './category-order.ts'
import classes from './restaurant-admin.module.css'

interface Props {
  slug: string
  restaurantId: string
  categories: MenuCategory[]
  selectedId: string | null
  onSelect: (id: string | null) => void
}

/** The menu's categories in their order: choose one, add, rename, move, delete an empty one. */
export function MenuCategories({ slug, restaurantId, categories, selectedId, onSelect }: Props) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<CategoryDialogState>(null)
  const queryClient = useQueryClient()
  const order = useOrderMenuCategories()
  const remove = useDeleteMenuCategory()
  const ids = categories.map((c) => c.id)
  const icon = { variant: 'subtle', color: 'gray', size: 'lg' } as const

  const move = (id: string, direction: -1 | 1) => {
    const next = moveCategory(ids, id, direction)
    if (!next) return
    const params = { slugs: slug, id: restaurantId }
    void order.run(
      { params, body: { ids: next } },
      { success: (ordered) => queryClient.setQueryData(apiQueryKey(getMenuItemCategories, { params }), ordered) },
    )
  }

  const deleteCategory = (category: MenuCategory) =>
    remove.run(
      { params: { slugs: slug, id: category.id } },
      {
        validation: (messages) =>
          notifications.show({ color: 'red', message: messages[0]?.text ?? t('restaurantAdmin.category.notEmpty') }),
        conflict: (_entity, messages) =>
          notifications.show({ color: 'red', message: messages[0]?.text ?? t('restaurantAdmin.category.notEmpty') }),
        success: () => {
          notifications.show({
            color: 'green',
            message: t('restaurantAdmin.category.deleted', { name: category.name }),
          })
          if (category.id === selectedId) onSelect(null)
        },
      },
    )

  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-labelledby="menu-categories-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="menu-categories-title">
            {t('restaurantAdmin.category.title')}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
            {t('restaurantAdmin.category.add')}
          </Button>
        </Group>
        {categories.length === 0 ? (
          <EmptyState title={t('restaurantAdmin.category.empty')}>{t('restaurantAdmin.category.emptyHint')}</EmptyState>
        ) : (
          <Stack gap={4} data-testid="menu-categories">
            {categories.map((category, index) => {
              const selected = category.id === selectedId
              return (
                <Group
                  key={category.id}
                  gap={2}
                  wrap="nowrap"
                  className={classes.category}
                  data-selected={selected || undefined}
                  data-testid="menu-category"
                >
                  <UnstyledButton
                    className={classes.categoryButton}
                    onClick={() => onSelect(category.id)}
                    aria-current={selected ? 'true' : undefined}
                  >
                    <Text fw={selected ? 600 : 400} truncate>
                      {category.name}
                    </Text>
                    <Badge
                      variant="light"
                      color={category.visibleCount < category.itemCount ? 'orange' : 'gray'}
                      title={t('restaurantAdmin.category.counts', {
                        visible: category.visibleCount,
                        count: category.itemCount,
                      })}
                    >
                      {category.visibleCount === category.itemCount
                        ? category.itemCount
                        : `${category.visibleCount}/${category.itemCount}`}
                    </Badge>
                  </UnstyledButton>
                  <IconButton
                    label={t('restaurantAdmin.category.moveUp', { name: category.name })}
                    {...icon}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(category.id, -1)}
                  >
                    <IconArrowUp size={18} />
                  </IconButton>
                  <IconButton
                    label={t('restaurantAdmin.category.moveDown', { name: category.name })}
                    {...icon}
                    disabled={index === categories.length - 1 || order.isPending}
                    onClick={() => move(category.id, 1)}
                  >
                    <IconArrowDown size={18} />
                  </IconButton>
                  <IconButton
                    label={t('restaurantAdmin.category.rename', { name: category.name })}
                    {...icon}
                    onClick={() => setDialog(category)}
                  >
                    <IconPencil size={18} />
                  </IconButton>
                  {category.itemCount === 0 ? (
                    <ConfirmAction
                      label={t('restaurantAdmin.category.delete', { name: category.name })}
                      icon={<IconTrash size={18} />}
                      title={t('restaurantAdmin.category.deleteTitle')}
                      text={t('restaurantAdmin.category.deleteText', { name: category.name })}
                      confirmLabel={t('restaurantAdmin.category.deleteConfirm')}
                      onConfirm={() => deleteCategory(category)}
                    />
                  ) : (
                    <IconButton
                      label={t('restaurantAdmin.category.deleteOnlyEmpty', { name: category.name })}
                      {...icon}
                      disabled
                      onClick={() => undefined}
                    >
                      <IconTrash size={18} />
                    </IconButton>
                  )}
                </Group>
              )
            })}
          </Stack>
        )}
      </Stack>
      <CategoryDialog
        slug={slug}
        restaurantId={restaurantId}
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(category) => onSelect(category.id)}
      />
    </Paper>
  )
}
