import { Group, Image, Modal, Stack, Text } from '@mantine/core'
import { useHotkeys, useMediaQuery } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/icon-button.tsx'

interface Props {
  photos: { src: string; title: string }[]
  /** The photo shown; null: closed. */
  index: number | null
  onIndexChange: (index: number | null) => void
}

/** One photo large, over the page: arrows (buttons or keys) move through them, Esc closes. */
export function PhotoLightbox({ photos, index, onIndexChange }: Props) {
  const { t } = useTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  const photo = index === null ? undefined : photos[index]
  const count = photos.length
  const move = (step: number) => {
    if (index !== null && count > 0) onIndexChange((index + step + count) % count)
  }
  useHotkeys([
    ['ArrowLeft', () => move(-1)],
    ['ArrowRight', () => move(1)],
  ])
  return (
    <Modal
      opened={photo !== undefined}
      onClose={() => onIndexChange(null)}
      title={photo?.title}
      size="auto"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {photo ? (
        <Stack gap="sm">
          <Image
            src={photo.src}
            alt={photo.title}
            fit="contain"
            mah={phone ? 'calc(100dvh - 160px)' : '78vh'}
            maw={phone ? '100%' : '88vw'}
            mx="auto"
          />
          {count > 1 ? (
            <Group justify="space-between">
              <IconButton
                label={t('attachments.publicGallery.previous')}
                variant="default"
                size={44}
                onClick={() => move(-1)}
              >
                <IconChevronLeft />
              </IconButton>
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('attachments.publicGallery.counter', { index: (index ?? 0) + 1, count })}
              </Text>
              <IconButton
                label={t('attachments.publicGallery.next')}
                variant="default"
                size={44}
                onClick={() => move(1)}
              >
                <IconChevronRight />
              </IconButton>
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  )
}
