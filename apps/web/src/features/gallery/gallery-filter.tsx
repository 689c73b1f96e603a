import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useResources } from '../../api/resources.ts'
import { useCars, useContracts } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import type { GalleryTarget } from './gallery-target.ts'

/** The latest this many contracts are offered; the rest are reached from the contract's own page. */
const CONTRACTS_OFFERED = 100

/** The vehicles and the latest rental contracts as filter choices, for a role that may see them. */
function useVehicleChoices(slugs: string) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slugs)
  const allowed = may('vehicles.read')
  const cars = useCars(slugs, { page: 0, size: 100 }, allowed)
  const contracts = useContracts(slugs, { page: 0, size: CONTRACTS_OFFERED }, allowed)
  const carItems = (cars.data?.items ?? []).map((car) => ({
    value: `CAR:${car.id}`,
    label: car.plate ? `${car.name} · ${car.plate}` : car.name,
  }))
  const contractItems = (contracts.data?.items ?? []).map((c) => ({
    value: `CONTRACT:${c.id}`,
    label: [c.number, c.contactName, c.carName ?? c.resourceName].filter(Boolean).join(' · '),
  }))
  return [
    ...(carItems.length > 0 ? [{ group: t('gallery.filter.vehicles'), items: carItems }] : []),
    ...(contractItems.length > 0 ? [{ group: t('gallery.filter.contracts'), items: contractItems }] : []),
  ]
}

/** Which photos: the public gallery, the house's own, or one room's, vehicle's or rental contract's. */
export function GalleryFilter({
  slugs,
  value,
  onChange,
}: {
  slugs: string
  value: GalleryTarget
  onChange: (value: GalleryTarget) => void
}) {
  const { t } = useTranslation()
  const resources = useResources(slugs)
  const rooms = (resources.data ?? []).filter((r) => !r.retired && r.kind !== 'RESTAURANT')
  const vehicles = useVehicleChoices(slugs)
  return (
    <Select
      label={t('gallery.filter.label')}
      value={value}
      onChange={(next) => onChange((next ?? 'GALLERY') as GalleryTarget)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={t('gallery.filter.nothingFound')}
      maw={360}
      data={[
        {
          group: t('gallery.filter.house'),
          items: [
            { value: 'GALLERY', label: t('gallery.filter.public') },
            { value: 'WORKSPACE', label: t('gallery.filter.workspace') },
          ],
        },
        ...(rooms.length > 0
          ? [
              {
                group: t('gallery.filter.rooms'),
                items: rooms.map((r) => ({ value: `RESOURCE:${r.id}`, label: r.name })),
              },
            ]
          : []),
        ...vehicles,
      ]}
    />
  )
}
