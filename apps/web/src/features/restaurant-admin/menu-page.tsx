import type { Resource } from '@innkeep/contract'
import { Grid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useMenuCategories } from '../../api/restaurant-admin.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { MenuCategories } from './menu-categories.tsx'
import { MenuItemsPanel } from './menu-items-panel.tsx'
import { MenuStations } from './menu-stations.tsx'
import { RestaurantFrame } from './restaurant-frame.tsx'
import { useMenuFilter } from './use-menu-filter.ts'

function RestaurantMenu({ slug, restaurant }: { slug: string; restaurant: Resource }) {
  const categories = useMenuCategories(slug, restaurant.id)
  const filter = useMenuFilter()
  if (categories.isPending) return <PageSkeleton rows={8} />
  if (categories.error || !categories.data)
    return <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
  const list = [...categories.data].sort((a, b) => a.position - b.position)
  const category = list.find((c) => c.id === filter.state.category) ?? list[0] ?? null
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 4, xl: 3 }}>
        <Stack gap="md">
          <MenuCategories
            slug={slug}
            restaurantId={restaurant.id}
            categories={list}
            selectedId={category?.id ?? null}
            onSelect={(id) => filter.update({ category: id })}
          />
          <MenuStations slug={slug} restaurantId={restaurant.id} categories={list} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 8, xl: 9 }}>
        {category ? (
          <MenuItemsPanel
            key={category.id}
            slug={slug}
            restaurantId={restaurant.id}
            category={category}
            categories={list}
            filter={filter}
          />
        ) : null}
      </Grid.Col>
    </Grid>
  )
}

/**
 * `/:slugs/restaurant/menu`: Jídelní lístek — categories and the stations they go to (kitchen, bar) on
 * the left, the chosen category's items on the right.
 */
export function RestaurantMenuPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  return (
    <RestaurantFrame title={t('restaurantAdmin.menu.title')} lead={t('restaurantAdmin.menu.lead')} maw={1600}>
      {(restaurant) => <RestaurantMenu key={restaurant.id} slug={slugs} restaurant={restaurant} />}
    </RestaurantFrame>
  )
}
