import type { CarListItem } from '@innkeep/contract'
import { useCars } from '../../api/vehicles.ts'

/** Every vehicle (up to a hundred, the fleet of a guest house) as Select options, `Name · 1AB 2345`. */
export function useCarOptions(slug: string, { activeOnly = false } = {}) {
  const cars = useCars(slug, { ...(activeOnly ? { active: 'true' } : {}), page: 0, size: 100 })
  const items: CarListItem[] = cars.data?.items ?? []
  const options = items.map((car) => ({ value: car.id, label: car.plate ? `${car.name} · ${car.plate}` : car.name }))
  return { items, options, loading: cars.isPending }
}
