import { type MantineSpacing, Table, type TableThProps, VisuallyHidden } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Props<T> {
  items: T[]
  minWidth: number
  /** The header cells of the data columns. */
  columns: ReactNode
  /** The last, unlabelled column of row actions (its name is read to screen readers only); none when absent. */
  actions?: Omit<TableThProps, 'children'>
  /** Shown instead of the table when there are no items. */
  empty?: ReactNode
  verticalSpacing?: MantineSpacing
  highlightOnHover?: boolean
  /** One `Table.Tr` per item, with its key. */
  children: (item: T, index: number) => ReactNode
}

/** A list as a table that scrolls sideways on a phone, or what to do when it is empty. */
export function DataTable<T>({ items, minWidth, columns, actions, empty, children, ...table }: Props<T>) {
  const { t } = useTranslation()
  if (items.length === 0 && empty) return empty
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={table.verticalSpacing ?? 'sm'} highlightOnHover={table.highlightOnHover}>
        <Table.Thead>
          <Table.Tr>
            {columns}
            {actions ? (
              <Table.Th {...actions}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{items.map(children)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
