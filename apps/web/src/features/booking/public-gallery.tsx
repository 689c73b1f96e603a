import type { GalleryPhoto } from '@innkeep/contract'
import { AspectRatio, Image, SimpleGrid, Stack, Title, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { galleryPhotoUrl, galleryThumbnailUrl, usePublicGallery } from '../../api/attachments.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PhotoLightbox } from './photo-lightbox.tsx'

/**
 * The workspace's public photo gallery for guest pages: a grid of photos (two columns on a phone)
 * that opens each one large, with previous and next. Renders nothing while there are no photos.
 */
export function PublicGallery({ slug, title = true }: { slug: string; title?: boolean }) {
  const { t } = useTranslation()
  const gallery = usePublicGallery(slug)
  const [open, setOpen] = useState<number | null>(null)
  if (gallery.error) return <ErrorState onRetry={() => void gallery.refetch()} />
  const photos = gallery.data?.photos ?? []
  if (photos.length === 0) return null
  const url = (photo: GalleryPhoto) => galleryPhotoUrl(slug, photo)
  return (
    <Stack gap="sm" component="section" aria-labelledby={title ? 'gallery-title' : undefined}>
      {title ? (
        <Title order={2} size="h4" id="gallery-title">
          {t('attachments.publicGallery.title')}
        </Title>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 6, sm: 'sm' }} data-testid="public-gallery">
        {photos.map((photo, index) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setOpen(index)}
            aria-label={t('attachments.publicGallery.open', { title: photo.title })}
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            <AspectRatio ratio={4 / 3}>
              <Image src={galleryThumbnailUrl(slug, photo)} alt={photo.title} loading="lazy" fit="cover" />
            </AspectRatio>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <PhotoLightbox
        photos={photos.map((photo) => ({ src: url(photo), title: photo.title }))}
        index={open}
        onIndexChange={setOpen}
      />
    </Stack>
  )
}
