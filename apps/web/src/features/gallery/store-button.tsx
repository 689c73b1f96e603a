import { Button, Tooltip } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconCloudUpload } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStoreToPCloud } from '../../api/gallery.ts'
import { showRefusal } from '../../components/refusal-toast.ts'

/** Queues copies to pCloud (one job per photo) and says how many went and how many were there. */
export function useStorePhotos(slugs: string, onQueued: () => void) {
  const { t } = useTranslation()
  const store = useStoreToPCloud()
  const run = (ids: string[]) =>
    store.run(
      { params: { slugs }, body: { attachmentIds: ids } },
      {
        validation: showRefusal,
        success: (result) => {
          notifications.show({
            color: 'blue',
            message: t('gallery.stored', {
              queued: result.queued.length,
              already: result.alreadyQueued.length + result.alreadyStored.length,
            }),
          })
          onQueued()
        },
      },
    )
  return { run, isPending: store.isPending }
}

interface Props {
  /** What to copy: the chosen photos, else every photo shown that has no copy yet. */
  count: number
  connected: boolean
  busy: boolean
  onClick: () => void
}

/** "Uložit do pCloud"; while pCloud is not connected it says where to connect it. */
export function StoreButton({ count, connected, busy, onClick }: Props) {
  const { t } = useTranslation()
  const button = (
    <Button
      leftSection={<IconCloudUpload size={18} />}
      onClick={onClick}
      loading={busy}
      disabled={!connected || count === 0}
    >
      {t('gallery.store', { count })}
    </Button>
  )
  return connected ? button : <Tooltip label={t('gallery.connectFirst')}>{button}</Tooltip>
}
