import { type ActivityFilter, BOOKS_ACTIVITY } from '@innkeep/contract'
import { Button, Group, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useWorkspaceAccess, useWorkspaceUser } from '../../api/workspace.ts'
import { ENTITIES } from '../../components/activity/activity-texts.ts'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'

export type Filter = Pick<ActivityFilter, 'actor' | 'entity' | 'action' | 'from' | 'till'>

interface Props {
  slug: string
  filter: Filter
  onChange: (filter: Filter) => void
}

/** Who, which kind of record, what was done, and between which days (UTC). */
export function ActivityFilters({ slug, filter, onChange }: Props) {
  const { t } = useTranslation()
  const members = useWorkspaceUser(slug).data?.members ?? []
  const { may } = useWorkspaceAccess(slug)
  // the accountant reads the books' rows only: other areas would always come back empty
  const entities = may('audit.read')
    ? ENTITIES
    : ENTITIES.filter((entity) => (BOOKS_ACTIVITY.entities as readonly string[]).includes(entity))
  const set = (patch: Partial<Filter>) => {
    const next: Filter = { ...filter, ...patch }
    for (const key of Object.keys(next) as (keyof Filter)[]) if (!next[key]) delete next[key]
    onChange(next)
  }
  const actions = t('activity.action', { returnObjects: true }) as Record<string, string>
  const actorOptions = [
    ...members.map((member) => ({
      value: `identity:${member.identityId}`,
      label: member.fullName || (member.email ?? ''),
    })),
    { value: 'guest', label: t('activity.actorKind.GUEST') },
  ]
  const entityOptions = entities
    .map((entity) => ({ value: entity, label: t(`activity.entity.${entity}`) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const actionOptions = Object.entries(actions)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label))
  const any = Object.keys(filter).length > 0
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('activity.filter.actor')}
        placeholder={t('activity.filter.anyone')}
        data={actorOptions}
        value={filter.actor ?? null}
        onChange={(value) => set({ actor: value ?? undefined })}
        clearable
        searchable
        w={220}
      />
      <Select
        label={t('activity.filter.entity')}
        placeholder={t('activity.filter.anything')}
        data={entityOptions}
        value={filter.entity ?? null}
        onChange={(value) => set({ entity: value ?? undefined })}
        clearable
        searchable
        w={200}
      />
      <Select
        label={t('activity.filter.action')}
        placeholder={t('activity.filter.anything')}
        data={actionOptions}
        value={filter.action ?? null}
        onChange={(value) => set({ action: value ?? undefined })}
        clearable
        searchable
        w={240}
      />
      <LocalDateInput
        label={t('activity.filter.from')}
        value={filter.from ?? null}
        onChange={(value) => set({ from: value ?? undefined })}
        clearable
        w={160}
      />
      <LocalDateInput
        label={t('activity.filter.till')}
        value={filter.till ?? null}
        onChange={(value) => set({ till: value ?? undefined })}
        clearable
        w={160}
      />
      {any ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('activity.filter.clear')}
        </Button>
      ) : null}
    </Group>
  )
}
