import { useParams } from 'react-router'
import { useResourceGroups, useResources } from '../../api/resources.ts'

/** Bookable rooms and places for a Select, grouped by resource group, with their capacity. */
export function useResourceOptions() {
  const { slugs = '' } = useParams()
  const resources = useResources(slugs)
  const groups = useResourceGroups(slugs)
  const bookable = (resources.data ?? []).filter((r) => r.kind !== 'RESTAURANT' && !r.retired)
  const options = (groups.data ?? [])
    .map((group) => ({
      group: group.name,
      items: bookable.filter((r) => r.groupId === group.id).map((r) => ({ value: r.id, label: r.name })),
    }))
    .filter((group) => group.items.length > 0)
  const capacityOf = (id: string) => bookable.find((r) => r.id === id)?.capacity
  return { options, capacityOf, loading: resources.isPending || groups.isPending }
}
