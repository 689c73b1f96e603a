import type { Resource } from '@innkeep/contract'
import { Anchor, Button, Paper, Select, Stack } from '@mantine/core'
import { IconToolsKitchen2 } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useRestaurant } from './use-restaurant.ts'

interface Props {
  title: string
  lead: string
  maw?: number
  children: (restaurant: Resource) => ReactNode
}

/**
 * A restaurant administration page: its header with a switcher when the workspace has more than one
 * restaurant, and the way to add one when it has none.
 */
export function RestaurantFrame({ title, lead, maw = 1400, children }: Props) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { query, restaurants, restaurant, choose } = useRestaurant(slugs)
  const switcher =
    restaurants.length > 1 && restaurant ? (
      <Select
        aria-label={t('restaurantAdmin.restaurant')}
        value={restaurant.id}
        onChange={(value) => value && choose(value)}
        data={restaurants.map((r) => ({ value: r.id, label: r.name }))}
        allowDeselect={false}
        leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
        w={220}
        comboboxProps={{ withinPortal: true }}
        className="no-print"
      />
    ) : null
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader
        title={title}
        lead={restaurant && restaurants.length > 1 ? `${restaurant.name} · ${lead}` : lead}
        actions={
          <>
            {switcher}
            <Button component={Link} to="/waiter" variant="default" className="no-print">
              {t('restaurantAdmin.nav.waiter')}
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <PageSkeleton rows={6} />
      ) : query.error || !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : restaurant ? (
        children(restaurant)
      ) : (
        <Paper withBorder radius="lg" p="md">
          <EmptyState title={t('restaurantAdmin.noRestaurant')}>
            {t('restaurantAdmin.noRestaurantHint')}{' '}
            <Anchor component={Link} to={`/${slugs}/settings/resources`}>
              {t('restaurantAdmin.toResources')}
            </Anchor>
          </EmptyState>
        </Paper>
      )}
    </Stack>
  )
}
