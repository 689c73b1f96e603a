import type { Resource } from '@innkeep/contract'
import { useSearchParams } from 'react-router'
import { useResources } from '../../api/resources.ts'

const storageKey = (slugs: string) => `innkeep.restaurant.${slugs}`

function remembered(slugs: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(slugs))
  } catch {
    return null
  }
}

function remember(slugs: string, id: string): void {
  try {
    window.localStorage.setItem(storageKey(slugs), id)
  } catch {
    // private mode: the choice lasts as long as the address
  }
}

/**
 * The workspace's restaurants (resources of kind RESTAURANT, retired ones left out) and the one the
 * screens show: `?restaurant=` in the address, else the last one chosen here, else the first.
 */
export function useRestaurant(slugs: string) {
  const resources = useResources(slugs)
  const [params, setParams] = useSearchParams()
  const restaurants: Resource[] = (resources.data ?? []).filter((r) => r.kind === 'RESTAURANT' && !r.retired)
  const wanted = params.get('restaurant') ?? remembered(slugs)
  const restaurant = restaurants.find((r) => r.id === wanted) ?? restaurants[0] ?? null
  const choose = (id: string) => {
    remember(slugs, id)
    // another restaurant has other categories and pages: only the restaurant stays in the address
    const next = new URLSearchParams()
    next.set('restaurant', id)
    const date = params.get('date')
    if (date) next.set('date', date)
    setParams(next, { replace: true })
  }
  return { query: resources, restaurants, restaurant, choose }
}
