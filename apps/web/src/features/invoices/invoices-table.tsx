import type { InvoiceSummary } from '@innkeep/contract'
import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import classes from '../../components/invoices/invoices.module.css'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import type { SortKey } from './use-invoices-filter.ts'

interface Props {
  slug: string
  invoices: InvoiceSummary[]
  sort: SortKey
  direction: 'asc' | 'desc'
  onSort: (sort: SortKey) => void
  empty: ReactNode
}

function SortHeader({
  column,
  label,
  sort,
  direction,
  onSort,
  align,
  w,
}: {
  column: SortKey
  label: string
  sort: SortKey
  direction: 'asc' | 'desc'
  onSort: (sort: SortKey) => void
  align?: 'right'
  w?: number
}) {
  const active = sort === column
  const Icon = !active ? IconSelector : direction === 'asc' ? IconArrowUp : IconArrowDown
  return (
    <Table.Th
      w={w}
      ta={align}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={classes.nowrap}
    >
      <UnstyledButton className={classes.sort} onClick={() => onSort(column)} data-active={active || undefined}>
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

/** One invoice a row; its number (or "koncept") is the link that opens it (Tab or the arrows reach it). */
export function InvoicesTable({ slug, invoices, sort, direction, onSort, empty }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const header = { sort, direction, onSort }
  return (
    <DataTable
      items={invoices}
      minWidth={860}
      verticalSpacing="xs"
      highlightOnHover
      empty={empty}
      columns={
        <>
          <SortHeader column="number" label={t('invoices.number')} w={130} {...header} />
          <SortHeader column="customer" label={t('invoices.customer')} {...header} />
          <SortHeader column="issueDate" label={t('invoices.issueDate')} w={130} {...header} />
          <SortHeader column="dueDate" label={t('invoices.dueDate')} w={130} {...header} />
          <SortHeader column="total" label={t('invoices.total')} w={150} align="right" {...header} />
          <Table.Th w={140}>{t('invoices.paymentState')}</Table.Th>
        </>
      }
    >
      {(invoice) => {
        const canceled = invoice.validity === 'CANCELED'
        const draft = invoice.status === 'DRAFT'
        return (
          <Table.Tr
            key={invoice.id}
            className={canceled ? `${classes.row} ${classes.canceled}` : classes.row}
            data-testid="invoice-row"
          >
            <Table.Td className={`${classes.nowrap} ${classes.struck}`}>
              <Anchor
                component={Link}
                to={`/${slug}/invoices/${invoice.id}`}
                data-invoice-open
                fw={600}
                size="sm"
                className={classes.open}
              >
                {draft ? t('invoices.state.draft') : invoice.number}
              </Anchor>
              {invoice.type !== 'REGULAR_INVOICE' ? (
                <Text size="xs" c="dimmed">
                  {t(`invoices.typeShort.${invoice.type}`)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td className={classes.struck}>
              {invoice.customerName}
              <LabelChips labels={invoice.labels} />
            </Table.Td>
            <Table.Td className={`${classes.nowrap} ${classes.struck}`}>{format.date(invoice.issueDate)}</Table.Td>
            <Table.Td className={`${classes.nowrap} ${classes.struck}`}>{format.date(invoice.dueDate)}</Table.Td>
            <Table.Td ta="right" className={`${classes.nowrap} ${classes.figures} ${classes.struck}`}>
              {format.money(invoice.total, invoice.currency)}
            </Table.Td>
            <Table.Td>
              {canceled ? (
                <Badge color="red" variant="light">
                  {t('invoices.state.canceled')}
                </Badge>
              ) : draft ? (
                <Text span c="dimmed" size="sm">
                  —
                </Text>
              ) : (
                // the badge keeps its whole label ("po splatnosti") rather than the column squeezing it
                <PaymentBadge state={invoice.paymentState} miw="max-content" />
              )}
            </Table.Td>
          </Table.Tr>
        )
      }}
    </DataTable>
  )
}
