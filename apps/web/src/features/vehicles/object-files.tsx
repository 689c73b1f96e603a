import { type Attachment, attachmentFile, fillPath } from '@innkeep/contract'
import {
  AspectRatio,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAttachments } from '../../api/attachments.ts'
import { useAuthorizedImage } from '../../api/authorized-image.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { AttachmentActions } from '../../components/attachments/attachment-actions.tsx'
import { AttachmentFileLine } from '../../components/attachments/attachment-file-line.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { ObjectUpload } from './object-upload.tsx'

interface Props {
  slug: string
  objectType: 'CAR' | 'CONTRACT'
  objectId: string
  title: string
  lead: string
}

function StaffImage({ path, alt, fit = 'cover' }: { path: string | null; alt: string; fit?: 'cover' | 'contain' }) {
  const src = useAuthorizedImage(path)
  if (src === undefined)
    return (
      <Center h="100%" mih={120} bg="gray.1">
        <Loader size="sm" />
      </Center>
    )
  if (src === null)
    return (
      <Center h="100%" mih={120} bg="gray.1" c="dimmed">
        <IconPhotoOff aria-hidden />
      </Center>
    )
  return <Image src={src} alt={alt} fit={fit} mah={fit === 'contain' ? '75vh' : undefined} />
}

/** Photos (thumbnails, one opens large) and documents of a vehicle or a contract, with upload and delete. */
export function ObjectFiles({ slug, objectType, objectId, title, lead }: Props) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const [open, setOpen] = useState<Attachment | null>(null)
  const files = useAttachments(slug, { objectType, objectId, size: 100 })
  const items = files.data?.items ?? []
  const photos = items.filter((a) => a.contentType.startsWith('image/'))
  const documents = items.filter((a) => !a.contentType.startsWith('image/'))
  return (
    <SectionCard title={title} lead={lead}>
      {may('files.write') ? <ObjectUpload slug={slug} target={{ objectType, objectId }} /> : null}
      {files.isPending ? <PageSkeleton rows={2} /> : null}
      {files.error ? <ErrorState error={files.error} onRetry={() => void files.refetch()} /> : null}
      {files.data && items.length === 0 ? (
        <EmptyState title={t('vehicles.files.empty')}>{t('vehicles.files.emptyHint')}</EmptyState>
      ) : null}
      {photos.length > 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 2 }} spacing="xs">
          {photos.map((photo) => (
            <Card key={photo.id} withBorder padding={4} radius="md" data-testid="object-photo">
              <Card.Section>
                <UnstyledButton
                  onClick={() => setOpen(photo)}
                  aria-label={t('vehicles.files.open', { title: photo.title })}
                  w="100%"
                >
                  <AspectRatio ratio={4 / 3}>
                    <StaffImage path={photo.thumbnailUrl} alt={photo.title} />
                  </AspectRatio>
                </UnstyledButton>
              </Card.Section>
              <Group justify="space-between" wrap="nowrap" gap={2} mt={4}>
                <Text size="xs" truncate>
                  {photo.title}
                </Text>
                <AttachmentActions slugs={slug} attachment={photo} />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : null}
      {documents.length > 0 ? (
        <Stack gap="xs">
          {documents.map((file) => (
            <AttachmentFileLine key={file.id} slug={slug} file={file} testId="object-document" />
          ))}
        </Stack>
      ) : null}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open?.title} size="xl" centered>
        {open ? (
          <StaffImage
            path={fillPath(attachmentFile.path, { slugs: slug, id: open.id })}
            alt={open.title}
            fit="contain"
          />
        ) : null}
      </Modal>
    </SectionCard>
  )
}
