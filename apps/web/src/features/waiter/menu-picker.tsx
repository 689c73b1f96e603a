import type { MenuItem } from '@innkeep/contract'
import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { IconMessageDots, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { useCategoryItems, usePrefetchedMenu, useWaiterCategories, useWaiterMenuItems } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { CategoryStrip } from './category-strip.tsx'
import { type AddWith, NoteDialog } from './note-dialog.tsx'
import { menuLabel } from './order-changes.ts'
import classes from './waiter.module.css'

interface Props {
  restaurantId: string
  currency: string
  /** Pieces of each menu item on the table, shown on its button. */
  counts: Map<string, number>
  /** One tap: a piece, no note, now; from the note dialog: its count, note and course. */
  onPick: (item: MenuItem, what?: AddWith) => void
}

function matches(item: MenuItem, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase()
  return `${item.name} ${item.unit} ${item.description}`.toLocaleLowerCase().includes(wanted)
}

/**
 * Categories as big tabs, their items as big buttons (one tap adds a piece); a search across all. The
 * note button beside each (or a long press, which touch browsers report as a context menu) opens the
 * note dialog: quick choices, own words, how many, now or later.
 */
export function MenuPicker({ restaurantId, currency, counts, onPick }: Props) {
  const { t } = useTranslation()
  const [noting, setNoting] = useState<MenuItem | null>(null)
  const [params, setParams] = useSearchParams()
  const search = params.get('hledat') ?? ''
  const categories = useWaiterCategories(restaurantId)
  const list = categories.data ?? []
  const categoryId = list.find((c) => c.id === params.get('kategorie'))?.id ?? list[0]?.id ?? null
  const inCategory = useCategoryItems(search ? null : categoryId)
  const all = useWaiterMenuItems(restaurantId, search !== '')
  // every category read ahead: all of them at hand offline, and a search without the whole menu yet
  const cachedMenu = usePrefetchedMenu(list.map((category) => category.id))
  const items = search ? (all.data ?? cachedMenu()).filter((item) => matches(item, search)) : (inCategory.data ?? [])
  const loading = search ? all.isPending && cachedMenu().length === 0 : categoryId !== null && inCategory.isPending
  const failed = search ? all : inCategory

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true })
  }

  if (categories.isPending) return <Skeleton height={200} />
  if (categories.isError && !categories.data)
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
  if (list.length === 0) return <EmptyState title={t('waiter.menu.empty')}>{t('waiter.menu.emptyHint')}</EmptyState>

  return (
    <Stack gap="xs" component="section" aria-label={t('waiter.menu.title')}>
      <TextInput
        size="md"
        leftSection={<IconSearch size={18} />}
        placeholder={t('waiter.menu.search')}
        aria-label={t('waiter.menu.search')}
        value={search}
        onChange={(event) => setParam('hledat', event.currentTarget.value)}
        rightSection={
          search ? (
            <CloseButton aria-label={t('waiter.menu.clearSearch')} onClick={() => setParam('hledat', '')} />
          ) : null
        }
      />
      {search ? null : (
        <CategoryStrip categories={list} activeId={categoryId} onChoose={(id) => setParam('kategorie', id)} />
      )}
      {loading ? (
        <Skeleton height={140} />
      ) : failed.isError && !failed.data && items.length === 0 ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('waiter.menu.nothing')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 2, lg: 3 }} spacing={6} role="tabpanel">
          {items.map((item) => (
            <MenuButton
              key={item.id}
              item={item}
              currency={currency}
              count={counts.get(item.id) ?? 0}
              onPick={onPick}
              onNote={setNoting}
            />
          ))}
        </SimpleGrid>
      )}
      <NoteDialog item={noting} onClose={() => setNoting(null)} onAdd={onPick} />
    </Stack>
  )
}

function MenuButton({
  item,
  currency,
  count,
  onPick,
  onNote,
}: {
  item: MenuItem
  currency: string
  count: number
  onPick: (item: MenuItem) => void
  onNote: (item: MenuItem) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const name = menuLabel(item)
  return (
    <div className={classes.menuCell}>
      <Button
        variant="light"
        size="lg"
        className={classes.menuButton}
        px="sm"
        fullWidth
        aria-label={t('waiter.menu.add', { name })}
        onClick={() => onPick(item)}
        onContextMenu={(event) => {
          // a long press on a phone or a tablet (a right click elsewhere): the note dialog, not the browser's menu
          event.preventDefault()
          onNote(item)
        }}
      >
        <Stack gap={0} align="flex-start">
          <Text fw={600} size="md" lh={1.2}>
            {name}
          </Text>
          {/* the count beside the price: the name keeps the width (a phone shows two buttons a row) */}
          <Group gap={6} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {format.money(item.price, item.currency || currency)}
            </Text>
            {count > 0 ? (
              <Badge size="lg" circle={count < 10} color="orange" data-testid="menu-count">
                {count}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Button>
      <ActionIcon
        variant="light"
        className={classes.noteButton}
        aria-label={t('waiter.menu.withNote', { name })}
        title={t('waiter.menu.withNoteShort')}
        onClick={() => onNote(item)}
      >
        <IconMessageDots />
      </ActionIcon>
    </div>
  )
}
