import type { LabelChip } from '@innkeep/contract'
import { useMantineTheme } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './label-chips.module.css'
import { textColorOn } from './label-contrast.ts'

/**
 * The labels of a list row as small chips, each on its colour (the picker's swatch) with dark or
 * white text, whichever contrasts more. Nothing for an object without labels.
 */
export function LabelChips({ labels }: { labels: readonly LabelChip[] | undefined }) {
  const { t } = useTranslation()
  const theme = useMantineTheme()
  if (!labels || labels.length === 0) return null
  return (
    <ul className={classes.chips} aria-label={t('labels.chips')} data-testid="label-chips">
      {labels.map((label) => {
        const background = theme.colors[label.color][6]
        return (
          <li
            key={label.id}
            className={classes.chip}
            style={{ backgroundColor: background, color: textColorOn(background, theme.black, theme.white) }}
            title={label.name}
          >
            {label.name}
          </li>
        )
      })}
    </ul>
  )
}
