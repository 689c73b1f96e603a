import { MultiSelect, type MultiSelectProps } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLabels } from '../../api/labels.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { LabelBadge } from './label-badge.tsx'

interface Props extends Pick<MultiSelectProps, 'w' | 'label'> {
  slug: string
  /** Label ids chosen: the list shows what carries any of them. */
  value: string[]
  onChange: (ids: string[]) => void
}

/**
 * The label filter of a list. It shows only once the workspace has labels, and drops from the
 * address a label that is gone (deleted meanwhile, an old link), which the server would refuse.
 */
export function LabelFilter({ slug, value, onChange, ...layout }: Props) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const labels = useLabels(slug, may('files.read'))
  const all = labels.data ?? null
  const known = all ? value.filter((id) => all.some((label) => label.id === id)) : value
  const stale = known.length !== value.length

  // biome-ignore lint/correctness/useExhaustiveDependencies: react only when a chosen label turns out gone
  useEffect(() => {
    if (stale) onChange(known)
  }, [stale])

  if (!all || all.length === 0) return null
  const byId = new Map(all.map((label) => [label.id, label]))
  return (
    <MultiSelect
      {...layout}
      aria-label={layout.label ? undefined : t('labels.filter.label')}
      placeholder={known.length > 0 ? undefined : t('labels.filter.any')}
      data={all.map((label) => ({ value: label.id, label: label.name }))}
      value={known}
      onChange={onChange}
      renderOption={({ option }) => {
        const label = byId.get(option.value)
        return label ? <LabelBadge label={label} /> : option.label
      }}
      // with labels chosen the typing field may shrink, so the pills and it share one line
      styles={known.length > 0 ? { inputField: { minWidth: 24 } } : undefined}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage={t('labels.filter.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      data-testid="label-filter"
    />
  )
}
