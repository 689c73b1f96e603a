import type { GalleryItem } from '@innkeep/contract'
import { AspectRatio, Badge, Card, Center, Checkbox, Group, Image, Loader, Stack, Text } from '@mantine/core'
import { IconCloudUpload, IconPencil, IconPhotoOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useAuthorizedImage } from '../../api/authorized-image.ts'
import { DeleteAttachment } from '../../components/attachments/attachment-actions.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatFileSize } from '../../lib/file-size.ts'
import { PCloudBadge } from './pcloud-badge.tsx'

interface Props {
  slugs: string
  item: GalleryItem
  selected: boolean
  onSelect: (selected: boolean) => void
  onEdit: () => void
  /** Copies this one photo to pCloud; absent while pCloud is not connected. */
  onStore?: (() => void) | undefined
}

function Thumbnail({ item }: { item: GalleryItem }) {
  const src = useAuthorizedImage(item.thumbnailUrl)
  if (src === undefined)
    return (
      <Center h="100%" bg="gray.1">
        <Loader size="sm" />
      </Center>
    )
  if (src === null)
    return (
      <Center h="100%" bg="gray.1" c="dimmed">
        <IconPhotoOff aria-hidden />
      </Center>
    )
  return <Image src={src} alt={item.title} fit="cover" />
}

/** One photo of the gallery: thumbnail, title, size, who sees it, its pCloud copy and what to do with it. */
export function GalleryTile({ slugs, item, selected, onSelect, onEdit, onStore }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const name = item.fileName
  return (
    <Card withBorder padding="xs" radius="md" data-testid="gallery-tile">
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          <Thumbnail item={item} />
        </AspectRatio>
        <Checkbox
          pos="absolute"
          top={8}
          left={8}
          size="md"
          aria-label={t('gallery.select', { title: item.title })}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
        />
      </Card.Section>
      <Stack gap={6} mt="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {formatFileSize(item.size, format.language)}
            {item.width && item.height ? ` · ${item.width} × ${item.height}` : ''} · {format.date(item.createdAt)}
          </Text>
        </Stack>
        <Group gap={4}>
          <Badge variant="light" tt="none" color={item.visibility === 'GALLERY' ? 'grape' : 'gray'}>
            {t(`attachments.visibility.${item.visibility}`)}
          </Badge>
          <PCloudBadge copy={item.pcloud} />
        </Group>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {onStore && item.pcloud.state !== 'STORED' && item.pcloud.state !== 'QUEUED' ? (
            <IconButton
              label={t('gallery.storeOne', { title: item.title })}
              variant="subtle"
              size="lg"
              onClick={onStore}
            >
              <IconCloudUpload size={18} />
            </IconButton>
          ) : null}
          <IconButton label={t('gallery.edit.open', { title: item.title })} variant="subtle" size="lg" onClick={onEdit}>
            <IconPencil size={18} />
          </IconButton>
          <DeleteAttachment slugs={slugs} id={item.id} name={name} />
        </Group>
      </Stack>
    </Card>
  )
}
