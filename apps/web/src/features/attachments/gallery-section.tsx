import { AspectRatio, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { galleryThumbnailUrl, useAttachments } from '../../api/attachments.ts'
import { AttachmentActions } from '../../components/attachments/attachment-actions.tsx'
import { PHOTO_TYPES, UploadButton } from '../../components/attachments/upload-button.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatFileSize } from '../../lib/file-size.ts'

/** The public photo gallery: every GALLERY photo of the house and its rooms, as guests will see it. */
export function GallerySection({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const photos = useAttachments(slugs, { visibility: 'GALLERY', size: 100 })
  // oldest first, the order guests see
  const items = [...(photos.data?.items ?? [])].reverse()

  return (
    <SectionCard title={t('attachments.gallery.title')} lead={t('attachments.gallery.lead')}>
      <Group>
        <UploadButton
          slugs={slugs}
          label={t('attachments.gallery.upload')}
          accept={PHOTO_TYPES}
          target={() => ({ objectType: 'WORKSPACE', visibility: 'GALLERY' })}
        />
      </Group>
      {photos.isPending ? <PageSkeleton rows={3} /> : null}
      {photos.error ? <ErrorState error={photos.error} onRetry={() => void photos.refetch()} /> : null}
      {photos.data && items.length === 0 ? (
        <EmptyState title={t('attachments.gallery.empty')}>{t('attachments.gallery.emptyHint')}</EmptyState>
      ) : null}
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {items.map((photo) => (
            <Card key={photo.id} withBorder padding="xs" radius="md">
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  <Image src={galleryThumbnailUrl(slugs, photo)} alt={photo.title} loading="lazy" fit="cover" />
                </AspectRatio>
              </Card.Section>
              <Group justify="space-between" wrap="nowrap" gap={4} mt="xs" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate>
                    {photo.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(photo.size, format.language)} · {format.date(photo.createdAt)}
                  </Text>
                </Stack>
                <AttachmentActions slugs={slugs} attachment={photo} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
    </SectionCard>
  )
}
