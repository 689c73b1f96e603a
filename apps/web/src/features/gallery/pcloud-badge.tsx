import type { PCloudCopy } from '@innkeep/contract'
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconCloud, IconCloudCheck, IconCloudUpload, IconCloudX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'

const LOOK = {
  NONE: { color: 'gray', icon: IconCloud },
  QUEUED: { color: 'blue', icon: IconCloudUpload },
  STORED: { color: 'teal', icon: IconCloudCheck },
  FAILED: { color: 'red', icon: IconCloudX },
} as const

/** Where a photo's copy in pCloud stands; a failure or a retry says why on hover and to screen readers. */
export function PCloudBadge({ copy }: { copy: PCloudCopy }) {
  const { t } = useTranslation()
  const { color, icon: Icon } = LOOK[copy.state]
  const why = copy.problem ? t(`gallery.pcloud.problem.${copy.problem}`) : null
  const badge = (
    <Badge variant="light" color={color} tt="none" leftSection={<Icon size={14} aria-hidden />}>
      {t(`gallery.pcloud.state.${copy.state}`)}
      {why ? <VisuallyHidden>: {why}</VisuallyHidden> : null}
    </Badge>
  )
  return why ? (
    <Tooltip label={why} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  )
}
