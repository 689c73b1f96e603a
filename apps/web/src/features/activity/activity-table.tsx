import type { ActivityItem } from '@innkeep/contract'
import { Anchor, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ActivityFields } from '../../components/activity/activity-fields.tsx'
import { actionLabel, actorLabel, entityLabel, recordPath } from '../../components/activity/activity-texts.ts'
import { DataTable } from '../../components/data-table.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slug: string
  items: ActivityItem[]
  timeZone: string
  empty: ReactNode
}

/** The audit trail as a dense table: when, who, what, which record, and the fields on request. */
export function ActivityTable({ slug, items, timeZone, empty }: Props) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  return (
    <DataTable
      items={items}
      minWidth={820}
      empty={empty}
      verticalSpacing="xs"
      columns={
        <>
          <Table.Th w={150}>{t('activity.column.at')}</Table.Th>
          <Table.Th w={180}>{t('activity.column.actor')}</Table.Th>
          <Table.Th>{t('activity.column.action')}</Table.Th>
          <Table.Th>{t('activity.column.record')}</Table.Th>
          <Table.Th>{t('activity.column.fields')}</Table.Th>
        </>
      }
    >
      {(item) => {
        const path = recordPath(slug, item.entity, item.entityId)
        const shownId = path || item.entityId === '' ? null : item.entityId
        return (
          <Table.Tr key={item.id} data-testid="activity-row" style={{ verticalAlign: 'top' }}>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {format.dateTime(item.at)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{actorLabel(t, item)}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {actionLabel(t, item.action)}
              </Text>
            </Table.Td>
            <Table.Td>
              {path ? (
                <Anchor component={Link} to={path} size="sm">
                  {entityLabel(t, item.entity)}
                </Anchor>
              ) : (
                <Text size="sm">{entityLabel(t, item.entity)}</Text>
              )}
              {shownId ? (
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {shownId}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              <ActivityFields fields={item.fields} />
            </Table.Td>
          </Table.Tr>
        )
      }}
    </DataTable>
  )
}
