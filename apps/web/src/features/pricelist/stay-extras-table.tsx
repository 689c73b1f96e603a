import type { StayExtra } from '@innkeep/contract'
import { Badge, Table, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  extras: StayExtra[]
  canEdit: boolean
  onEdit: (extra: StayExtra) => void
}

/** The extras with how they are charged, price, VAT, whether guests may choose them online, and retired ones dimmed. */
export function StayExtrasTable({ extras, canEdit, onEdit }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable
      items={extras}
      minWidth={720}
      highlightOnHover
      empty={
        <EmptyState title={t('stayExtras.empty')}>
          {canEdit ? t('stayExtras.emptyHint') : t('stayExtras.emptyReadOnly')}
        </EmptyState>
      }
      columns={
        <>
          <Table.Th>{t('stayExtras.name')}</Table.Th>
          <Table.Th>{t('stayExtras.unit')}</Table.Th>
          <Table.Th ta="right">{t('stayExtras.price')}</Table.Th>
          <Table.Th ta="right">{t('stayExtras.vatRate')}</Table.Th>
          <Table.Th>{t('stayExtras.online')}</Table.Th>
          <Table.Th>{t('stayExtras.state')}</Table.Th>
        </>
      }
      actions={canEdit ? { w: 56 } : undefined}
    >
      {(extra) => (
        <Table.Tr key={extra.id} data-testid="extra-row" c={extra.active ? undefined : 'dimmed'}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {extra.name}
            </Text>
            {extra.nameEn ? (
              <Text size="xs" c="dimmed" lang="en">
                {extra.nameEn}
              </Text>
            ) : null}
          </Table.Td>
          <Table.Td>{t(`stayExtras.units.${extra.unit}`)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format.money(extra.price, extra.currency)}
          </Table.Td>
          <Table.Td ta="right">{extra.vatRate} %</Table.Td>
          <Table.Td>{t(extra.guestSelectable ? 'stayExtras.yes' : 'stayExtras.no')}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={extra.active ? 'teal' : 'gray'} tt="none">
              {t(extra.active ? 'stayExtras.active' : 'stayExtras.retired')}
            </Badge>
          </Table.Td>
          {canEdit ? (
            <Table.Td>
              <IconButton
                label={t('stayExtras.edit', { name: extra.name })}
                variant="subtle"
                size="lg"
                onClick={() => onEdit(extra)}
              >
                <IconPencil size={18} />
              </IconButton>
            </Table.Td>
          ) : null}
        </Table.Tr>
      )}
    </DataTable>
  )
}
