import type { ExpensePage } from '@innkeep/contract'
import { Anchor, Group, Table } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import classes from '../../components/invoices/invoices.module.css'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import type { ListReturnState } from '../../lib/url-filter.ts'

interface Props {
  slug: string
  expenses: ExpensePage['items']
  /** What a link to one carries, so the way back keeps the filters. */
  back: ListReturnState
}

/** One page of supplier invoices: number (the link), supplier with labels, dates, total, payment. */
export function ExpensesTable({ slug, expenses, back }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover data-testid="expenses-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('expenses.number')}</Table.Th>
            <Table.Th>{t('expenses.fields.supplier')}</Table.Th>
            <Table.Th>{t('invoices.issueDate')}</Table.Th>
            <Table.Th>{t('invoices.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.total')}</Table.Th>
            <Table.Th>{t('invoices.paymentState')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {expenses.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Anchor component={Link} to={`/${slug}/expenses/${item.id}`} state={back} fw={600}>
                    {item.number}
                  </Anchor>
                  {item.attachmentCount ? (
                    <IconPaperclip
                      size={16}
                      role="img"
                      aria-label={t('expenses.files.count', { count: item.attachmentCount })}
                      data-testid="expense-paperclip"
                    />
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                {item.supplierName}
                <LabelChips labels={item.labels} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>{format.date(item.issueDate)}</Table.Td>
              <Table.Td className={classes.nowrap}>{format.date(item.dueDate)}</Table.Td>
              <Table.Td ta="right" className={classes.nowrap}>
                {format.money(item.total, item.currency)}
              </Table.Td>
              <Table.Td>
                <PaymentBadge state={item.paymentState} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
