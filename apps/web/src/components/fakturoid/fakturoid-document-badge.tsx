import { Group } from '@mantine/core'
import { IconCloudUpload } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type FakturoidKind, useFakturoidSyncState, useStartFakturoidSync } from '../../api/fakturoid.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { IconButton } from '../icon-button.tsx'
import { showRefusal } from '../refusal-toast.ts'
import { FakturoidStateBadge } from './fakturoid-state-badge.tsx'
import { announceSync } from './sync-notice.ts'

interface Props {
  slug: string
  kind: FakturoidKind
  documentId: string
  /** The document's version: a save shows as CHANGED at once. */
  version: number
}

/**
 * On an invoice's or a supplier invoice's page: where it stands in Fakturoid, and a button to send it
 * now. Nothing while Fakturoid is not connected and the document was never sent.
 */
export function FakturoidDocumentBadge({ slug, kind, documentId, version }: Props) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const sync = useFakturoidSyncState(slug, kind, { documentId })
  const start = useStartFakturoidSync(kind)
  const { refetch } = sync
  const seen = useRef(version)
  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    void refetch()
  }, [version, refetch])
  const page = sync.data
  // a screen's test may answer this call with something else: show nothing then
  const item = Array.isArray(page?.items) ? page.items[0] : undefined
  if (!page || !item || (!page.connected && item.state === 'NEW')) return null
  const running = page.run?.state === 'QUEUED' || page.run?.state === 'RUNNING'
  const canSend = page.connected && may('money.write') && item.state !== 'SYNCED'
  return (
    <Group gap={4} wrap="nowrap">
      <FakturoidStateBadge state={item.state} error={item.error?.text} size="lg" named />
      {canSend ? (
        <IconButton
          label={t('fakturoid.document.send')}
          variant="subtle"
          size="lg"
          loading={running}
          onClick={() =>
            void start.run(
              { params: { slugs: slug }, query: { documentId } },
              { validation: showRefusal, success: (result) => announceSync(t, result) },
            )
          }
        >
          <IconCloudUpload size={18} />
        </IconButton>
      ) : null}
    </Group>
  )
}
