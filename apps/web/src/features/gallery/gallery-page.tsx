import type { GalleryItem } from '@innkeep/contract'
import { SimpleGrid, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useGalleryData } from '../../api/gallery.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { DropUpload } from './drop-upload.tsx'
import { EditPhotoDialog } from './edit-photo-dialog.tsx'
import { GalleryFilter } from './gallery-filter.tsx'
import { GALLERY_PAGE_SIZE, type GalleryTarget, galleryQuery, offersPublic, uploadTarget } from './gallery-target.ts'
import { GalleryTile } from './gallery-tile.tsx'
import { PCloudSettingsCard } from './pcloud-settings-card.tsx'
import { StoreButton, useStorePhotos } from './store-button.tsx'

/**
 * `/:slugs/gallery`: photos of the public gallery, of the house or of one room, vehicle or rental
 * contract, as thumbnails; drop photos to add them, set their title and who sees them, and copy
 * them to pCloud.
 */
export function GalleryPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const [target, setTarget] = useState<GalleryTarget>('GALLERY')
  const [page, setPage] = useState(0)
  const [forGallery, setForGallery] = useState(true)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [editing, setEditing] = useState<GalleryItem | null>(null)
  const [waiting, setWaiting] = useState(false)
  const gallery = useGalleryData(slugs, galleryQuery(target, page), waiting)
  const items = gallery.data?.items ?? []
  const connected = gallery.data?.pcloud.connected ?? false
  // reload while copies are on their way, stop once none waits
  const copying = items.some((item) => item.pcloud.state === 'QUEUED')
  if (waiting !== copying && gallery.data) setWaiting(copying)

  const store = useStorePhotos(slugs, () => {
    setSelected(new Set())
    setWaiting(true)
  })
  const toCopy =
    selected.size > 0 ? [...selected] : items.filter((i) => i.pcloud.state !== 'STORED').map((item) => item.id)
  const choose = (next: GalleryTarget) => {
    setTarget(next)
    setPage(0)
    setSelected(new Set())
  }
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('gallery.title')}
        lead={t('gallery.lead')}
        actions={
          <StoreButton
            count={toCopy.length}
            connected={connected}
            busy={store.isPending}
            onClick={() => void store.run(toCopy)}
          />
        }
      />
      <GalleryFilter slugs={slugs} value={target} onChange={choose} />
      <DropUpload
        slugs={slugs}
        target={uploadTarget(target, forGallery)}
        choosePublic={offersPublic(target)}
        forGallery={forGallery}
        onForGalleryChange={setForGallery}
      />
      {gallery.isPending ? <PageSkeleton rows={4} /> : null}
      {gallery.error ? <ErrorState error={gallery.error} onRetry={() => void gallery.refetch()} /> : null}
      {gallery.data && items.length === 0 ? (
        <EmptyState title={t('gallery.empty')}>{t('gallery.emptyHint')}</EmptyState>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
          {items.map((item) => (
            <GalleryTile
              key={item.id}
              slugs={slugs}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => select(item.id, on)}
              onEdit={() => setEditing(item)}
              onStore={connected ? () => void store.run([item.id]) : undefined}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <ListPager page={{ page, size: GALLERY_PAGE_SIZE, total: gallery.data?.total ?? 0, items }} onPage={setPage} />
      <EditPhotoDialog slugs={slugs} item={editing} onClose={() => setEditing(null)} />
      <PCloudSettingsCard slugs={slugs} />
    </Stack>
  )
}
