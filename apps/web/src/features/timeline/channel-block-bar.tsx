import type { ChannelBlock } from '@innkeep/contract'
import { VisuallyHidden } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import type { CSSProperties, PointerEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './timeline.module.css'
import type { Placement } from './timeline-math.ts'

/** "Airbnb · rezervace z portálu · 10. 7. 2027 – 13. 7. 2027", with the conflict when there is one. */
export function useBlockLabel() {
  const { t } = useTranslation()
  const format = useFormat()
  return (block: ChannelBlock) => {
    const label = t('timeline.blockLabel', {
      portal: block.feedName,
      kind: t(`timeline.blockKind.${block.kind}`),
      stay: format.stay(block.since, block.till),
    })
    return block.conflict ? `${label} · ${t('timeline.blockConflict')}` : label
  }
}

/**
 * An event of a portal's calendar on its room's row: a booking there outlined in the feed's colour,
 * closed dates hatched gray; over one of our stays, red with a warning. It only informs: it neither
 * moves nor opens anything, and a press on it starts no selection.
 */
export function ChannelBlockBar({ block, place, label }: { block: ChannelBlock; place: Placement; label: string }) {
  const style = {
    '--start': place.start,
    '--span': place.span,
    '--feed': `var(--mantine-color-${block.color}-filled)`,
    '--feed-light': `var(--mantine-color-${block.color}-0)`,
  } as CSSProperties
  const stop = (event: PointerEvent<HTMLElement>) => event.stopPropagation()
  return (
    <div
      className={`${classes.bar} ${classes.block}`}
      style={style}
      data-kind={block.kind}
      data-conflict={block.conflict || undefined}
      data-clipped-start={place.clippedStart || undefined}
      data-clipped-end={place.clippedEnd || undefined}
      data-testid="timeline-block"
      title={label}
      onPointerDown={stop}
      onPointerUp={stop}
    >
      {/* read aloud as the whole description; the short visible text is for the eye */}
      <VisuallyHidden>{label}</VisuallyHidden>
      {block.conflict ? <IconAlertTriangle size={13} aria-hidden className={classes.conflictIcon} /> : null}
      <span className={classes.label} aria-hidden>
        {block.feedName}
      </span>
    </div>
  )
}
