import type { LabeledObjectType } from '@innkeep/contract'
import { Button, Group, Popover } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { IconTag } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useObjectLabels, useRememberObjectLabels, useSetLabels } from '../../api/labels.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { LabelBadge } from './label-badge.tsx'
import { LabelChooser } from './label-chooser.tsx'

interface Props {
  slug: string
  objectType: LabeledObjectType
  objectId: string
  /** The caller may change the object itself (the page knows which permission that takes). */
  canEdit: boolean
}

/**
 * An object's labels as coloured badges and, for whoever may change the object, a button that opens
 * the chooser: tick labels, or type a new one and pick its colour. Every change is saved at once.
 */
export function LabelPicker({ slug, objectType, objectId, canEdit }: Props) {
  const { t } = useTranslation()
  const { may } = useWorkspaceAccess(slug)
  const readable = may('files.read')
  const editable = canEdit && may('files.write')
  const labels = useObjectLabels(slug, objectType, objectId, readable)
  const remember = useRememberObjectLabels(slug)
  const { run, isPending } = useSetLabels()
  const [opened, { toggle, close }] = useDisclosure(false)
  if (!readable) return null
  const current = labels.data ?? []
  if (!editable && current.length === 0) return null

  const change = async (labelIds: string[]) => {
    await run(
      { params: { slugs: slug }, body: { objectType, objectId, labelIds } },
      {
        success: (now) => remember(objectType, objectId, now),
        validation: (messages) => notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' ') }),
        notFound: () => notifications.show({ color: 'red', message: t('labels.picker.objectGone') }),
      },
    )
  }

  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('labels.picker.title')} data-testid="object-labels">
      {current.map((label) => (
        <LabelBadge key={label.id} label={label} size="md" />
      ))}
      {editable ? (
        <Popover
          opened={opened}
          onChange={(open) => (open ? undefined : close())}
          position="bottom-start"
          shadow="md"
          withArrow
          // the picker sits in page headers and dialogs: never hide the chooser while it is open
          hideDetached={false}
          trapFocus
          returnFocus
        >
          <Popover.Target>
            <Button
              onClick={toggle}
              aria-expanded={opened}
              variant="subtle"
              size="compact-sm"
              color="gray"
              leftSection={<IconTag size={14} aria-hidden />}
              loading={isPending}
            >
              {current.length > 0 ? t('labels.picker.edit') : t('labels.picker.add')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <LabelChooser
              slug={slug}
              selected={current}
              onChange={change}
              busy={isPending}
              canManage={may('files.write')}
            />
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </Group>
  )
}
