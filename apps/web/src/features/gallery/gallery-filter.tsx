import { Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useResources } from '../../api/resources.ts'
import type { GalleryTarget } from './gallery-target.ts'

/** Which photos: the public gallery, the house's own, or one room's or place's. */
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
  return (
    <Select
      label={t('gallery.filter.label')}
      value={value}
      onChange={(next) => onChange((next ?? 'GALLERY') as GalleryTarget)}
      allowDeselect={false}
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
      ]}
    />
  )
}
