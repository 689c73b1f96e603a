import type { PricelistItem } from '@innkeep/contract'
import { Badge, Group, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useDeletePricelistItem } from '../../api/pricelist.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { ItemRulesText } from './item-rules-text.tsx'

interface Props {
  slug: string
  items: PricelistItem[]
  canEdit: boolean
  onEdit: (item: PricelistItem) => void
}

/** Items (or what to do when there are none) with their price per unit, VAT, seasons, stay rules and the rooms or places that use them. */
export function PricelistTable({ slug, items, canEdit, onEdit }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const remove = useDeletePricelistItem()
  return (
    <DataTable
      items={items}
      minWidth={840}
      highlightOnHover
      empty={<EmptyState title={t('pricelist.empty')}>{t('pricelist.emptyHint')}</EmptyState>}
      columns={
        <>
          <Table.Th w={100}>{t('pricelist.code')}</Table.Th>
          <Table.Th>{t('pricelist.name')}</Table.Th>
          <Table.Th ta="right">{t('pricelist.price')}</Table.Th>
          <Table.Th ta="right">{t('pricelist.vatRate')}</Table.Th>
          <Table.Th ta="center">{t('pricelist.seasonsCount')}</Table.Th>
          <Table.Th ta="center">{t('pricelist.rules.count')}</Table.Th>
          <Table.Th>{t('pricelist.usedBy')}</Table.Th>
        </>
      }
      actions={canEdit ? { w: 96 } : undefined}
    >
      {(item) => (
        <Table.Tr key={item.code} data-testid="pricelist-row">
          <Table.Td ff="monospace">{item.code}</Table.Td>
          <Table.Td>
            <Text size="sm" fw={600}>
              {item.name}
            </Text>
            <ItemRulesText item={item} />
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {format.money(item.price, item.currency)}
            <Text span size="xs" c="dimmed">
              {' '}
              / {t(item.unit === 'PER_DAY' ? 'pricelist.perDay' : 'pricelist.perNight')}
            </Text>
          </Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {item.vatRate} %
          </Table.Td>
          <Table.Td ta="center">{item.seasons.length || '—'}</Table.Td>
          <Table.Td ta="center" data-testid="pricelist-rules-count">
            {item.rules.length || '—'}
          </Table.Td>
          <Table.Td>
            {item.usedBy.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('pricelist.unused')}
              </Text>
            ) : (
              <Group gap={4}>
                {item.usedBy.map((resource) => (
                  <Badge key={resource.id} variant="light" color="gray" tt="none">
                    {resource.name}
                  </Badge>
                ))}
              </Group>
            )}
          </Table.Td>
          {canEdit ? (
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <IconButton
                  label={t('pricelist.edit', { name: item.name })}
                  variant="subtle"
                  size="lg"
                  onClick={() => onEdit(item)}
                >
                  <IconPencil size={18} />
                </IconButton>
                <ConfirmAction
                  label={t('pricelist.delete', { name: item.name })}
                  icon={<IconTrash size={18} />}
                  title={t('pricelist.deleteTitle')}
                  text={t('pricelist.deleteText', { name: item.name })}
                  confirmLabel={t('pricelist.deleteConfirm')}
                  onConfirm={() =>
                    remove.run(
                      { params: { slugs: slug, code: item.code } },
                      {
                        validation: showRefusal,
                        success: () =>
                          notifications.show({
                            color: 'green',
                            message: t('pricelist.deleted', { name: item.name }),
                          }),
                      },
                    )
                  }
                />
              </Group>
            </Table.Td>
          ) : null}
        </Table.Tr>
      )}
    </DataTable>
  )
}
