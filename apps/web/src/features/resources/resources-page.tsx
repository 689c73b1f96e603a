import type { Resource, ResourceGroup } from '@innkeep/contract'
import { Button, Stack, Switch } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { usePricelist } from '../../api/pricelist.ts'
import {
  useOrderResources,
  useResourceGroups,
  useResources,
  useSetResourceGroupRetired,
  useSetResourceRetired,
} from '../../api/resources.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { GroupDialog } from './group-dialog.tsx'
import { GroupSection } from './group-section.tsx'
import { moveInOrder } from './reorder.ts'
import { ResourceDialog, type ResourceEditing } from './resource-dialog.tsx'

/** `/:slugs/settings/resources`: groups with their rooms, places and restaurants; order, edit, retire. */
export function ResourcesPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const groups = useResourceGroups(slugs)
  const resources = useResources(slugs)
  const prices = usePricelist(slugs)
  const order = useOrderResources()
  const retireResource = useSetResourceRetired()
  const retireGroup = useSetResourceGroupRetired()
  const [showRetired, setShowRetired] = useState(false)
  const [editingGroup, setEditingGroup] = useState<ResourceGroup | 'new' | null>(null)
  const [editing, setEditing] = useState<ResourceEditing>(null)
  const priceNames = new Map((prices.data ?? []).map((item) => [item.code, item.name]))
  const allGroups = groups.data ?? []
  const allResources = resources.data ?? []
  const visibleGroups = allGroups.filter((g) => showRetired || !g.retired)
  const activeGroups = allGroups.filter((g) => !g.retired)

  const reorder = (target: 'RESOURCES' | 'GROUPS', ids: string[] | null) =>
    ids && order.run({ params: { slugs }, body: { target, ids } }, { validation: showRefusal })
  const toggle = (resource: Resource) =>
    retireResource.run(
      { params: { slugs, id: resource.id }, body: { retired: !resource.retired } },
      {
        validation: showRefusal,
        success: (r) =>
          notifications.show({
            message: t(r.retired ? 'resources.retiredDone' : 'resources.restoredDone', { name: r.name }),
          }),
      },
    )

  if (groups.isPending || resources.isPending) return <PageSkeleton rows={6} />
  if (groups.error || resources.error)
    return (
      <ErrorState
        error={groups.error ?? resources.error}
        onRetry={() => void Promise.all([groups.refetch(), resources.refetch()])}
      />
    )
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('resources.title')}
        lead={t('resources.lead')}
        actions={
          <>
            <Switch
              label={t('resources.showRetired')}
              checked={showRetired}
              onChange={(e) => setShowRetired(e.currentTarget.checked)}
            />
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditingGroup('new')}>
              {t('resources.newGroup')}
            </Button>
          </>
        }
      />
      {visibleGroups.length === 0 ? (
        <EmptyState title={t('resources.empty')}>{t('resources.emptyHint')}</EmptyState>
      ) : null}
      {visibleGroups.map((group, index) => (
        <GroupSection
          key={group.id}
          group={group}
          resources={allResources.filter((r) => r.groupId === group.id && (showRetired || !r.retired))}
          priceNames={priceNames}
          first={index === 0}
          last={index === visibleGroups.length - 1}
          onGroupMove={(direction) =>
            reorder(
              'GROUPS',
              moveInOrder(allGroups, group.id, direction, (g) => showRetired || !g.retired),
            )
          }
          onGroupEdit={() => setEditingGroup(group)}
          onGroupRetire={() =>
            retireGroup.run(
              { params: { slugs, id: group.id }, body: { retired: !group.retired } },
              { validation: showRefusal },
            )
          }
          onAdd={(kind) => setEditing({ groupId: group.id, kind })}
          onMove={(resource, direction) =>
            reorder(
              'RESOURCES',
              moveInOrder(
                allResources,
                resource.id,
                direction,
                (r) => r.groupId === group.id && (showRetired || !r.retired),
              ),
            )
          }
          onEdit={(resource) => setEditing({ resource })}
          onRetire={(resource) => void toggle(resource)}
        />
      ))}
      <GroupDialog slug={slugs} group={editingGroup} onClose={() => setEditingGroup(null)} />
      <ResourceDialog slug={slugs} editing={editing} groups={activeGroups} onClose={() => setEditing(null)} />
    </Stack>
  )
}
