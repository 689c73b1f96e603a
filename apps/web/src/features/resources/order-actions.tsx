import { Group, type GroupProps } from '@mantine/core'
import { IconArchive, IconArchiveOff, IconArrowDown, IconArrowUp, IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/icon-button.tsx'

interface Props {
  name: string
  /** The edit button's accessible name (a group and a resource say it differently). */
  editLabel: string
  retired: boolean
  first: boolean
  last: boolean
  justify?: GroupProps['justify']
  onMove: (direction: -1 | 1) => void
  onEdit: () => void
  onRetire: () => void
}

/** Move up, move down, edit, retire or restore: the icon buttons of a group or a resource. */
export function OrderActions({ name, editLabel, retired, first, last, justify, onMove, onEdit, onRetire }: Props) {
  const { t } = useTranslation()
  const icon = { variant: 'subtle', color: 'gray', size: 'lg' } as const
  return (
    <Group gap={2} wrap="nowrap" justify={justify}>
      <IconButton label={t('resources.moveUp', { name })} {...icon} disabled={first} onClick={() => onMove(-1)}>
        <IconArrowUp size={18} />
      </IconButton>
      <IconButton label={t('resources.moveDown', { name })} {...icon} disabled={last} onClick={() => onMove(1)}>
        <IconArrowDown size={18} />
      </IconButton>
      <IconButton label={editLabel} {...icon} onClick={onEdit}>
        <IconPencil size={18} />
      </IconButton>
      <IconButton
        label={retired ? t('resources.restore', { name }) : t('resources.retire', { name })}
        {...icon}
        onClick={onRetire}
      >
        {retired ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
      </IconButton>
    </Group>
  )
}
