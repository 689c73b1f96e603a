import type { MenuItem } from '@innkeep/contract'
import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '../../components/icon-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  item: MenuItem
  /** The visibility being saved, shown at once. */
  pendingVisible: boolean | undefined
  onVisible: (visible: boolean) => void
  onEdit: () => void
}

/** One menu item: name and description, unit, price with VAT, VAT category, the visibility switch, edit. */
export function MenuItemRow({ item, pendingVisible, onVisible, onEdit }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const visible = pendingVisible ?? item.visible
  return (
    <Table.Tr data-testid="menu-item" data-visible={visible}>
      <Table.Td>
        <Stack gap={0}>
          <Text fw={500} c={visible ? undefined : 'dimmed'}>
            {item.name}
          </Text>
          {item.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.description}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>{item.unit || '—'}</Table.Td>
      <Table.Td ta="right" data-testid="menu-item-price" style={{ whiteSpace: 'nowrap' }}>
        {format.money(item.price, item.currency)}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" color="gray">
            {t(`restaurantAdmin.vatCategory.${item.priceCategory}`)}
          </Badge>
          {item.vatRate > 0 ? (
            <Text size="xs" c="dimmed">
              {item.vatRate} %
            </Text>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={visible}
          disabled={pendingVisible !== undefined}
          onChange={(event) => onVisible(event.currentTarget.checked)}
          aria-label={t('restaurantAdmin.item.visibleOf', { name: item.name })}
          size="md"
        />
      </Table.Td>
      <Table.Td>
        <IconButton
          label={t('restaurantAdmin.item.edit', { name: item.name })}
          variant="subtle"
          color="gray"
          size="lg"
          onClick={onEdit}
        >
          <IconPencil size={18} />
        </IconButton>
      </Table.Td>
    </Table.Tr>
  )
}
