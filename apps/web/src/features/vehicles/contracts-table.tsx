import type { ContractListItem, ContractSummary } from '@innkeep/contract'
import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core'
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { ContractStatusBadge } from './contract-badges.tsx'
import type { ContractSort } from './use-contracts-filter.ts'

interface Sorting {
  sort: ContractSort
  direction: 'asc' | 'desc'
  onSort: (column: ContractSort) => void
}

interface Props {
  slug: string
  /** A list's contracts carry their labels; a vehicle's own contracts do not. */
  contracts: ContractListItem[]
  empty: ReactNode
  /** Given: the headers sort the list on the server. */
  sorting?: Sorting
  /** The vehicle's own page leaves out the vehicle column. */
  withSubject?: boolean
}

const NOWRAP = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const

function Header({
  column,
  label,
  sorting,
  w,
  align,
}: {
  column: ContractSort
  label: string
  sorting?: Sorting | undefined
  w?: number
  align?: 'right'
}) {
  if (!sorting)
    return (
      <Table.Th w={w} ta={align} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Table.Th>
    )
  const active = sorting.sort === column
  const Icon = !active ? IconSelector : sorting.direction === 'asc' ? IconArrowUp : IconArrowDown
  return (
    <Table.Th
      w={w}
      ta={align}
      style={{ whiteSpace: 'nowrap' }}
      aria-sort={active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton onClick={() => sorting.onSort(column)} fw={active ? 700 : 600} fz="sm">
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  )
}

/** Contracts a row each: the number opens it; period, renter, vehicle or resource, price, status. */
export function ContractsTable({ slug, contracts, empty, sorting, withSubject = true }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const period = (c: ContractSummary) =>
    c.end ? format.stay(c.since, c.end) : t('vehicles.contracts.openEnded', { since: format.date(c.since) })
  return (
    <DataTable
      items={contracts}
      minWidth={withSubject ? 900 : 640}
      verticalSpacing="xs"
      highlightOnHover
      empty={empty}
      columns={
        <>
          <Header column="number" label={t('vehicles.contract.number')} sorting={sorting} w={110} />
          <Header column="contact" label={t('vehicles.contract.contact')} sorting={sorting} />
          {withSubject ? <Table.Th>{t('vehicles.contract.subject')}</Table.Th> : null}
          <Header column="since" label={t('vehicles.contract.period')} sorting={sorting} w={220} />
          <Header column="price" label={t('vehicles.contract.price')} sorting={sorting} w={130} align="right" />
          <Table.Th w={130}>{t('vehicles.contract.status')}</Table.Th>
        </>
      }
    >
      {(contract) => (
        <Table.Tr key={contract.id} data-testid="contract-row" opacity={contract.state === 'CANCELED' ? 0.6 : 1}>
          <Table.Td style={NOWRAP}>
            <Anchor component={Link} to={`/${slug}/contracts/${contract.id}`} fw={600} size="sm" data-row-open>
              {contract.number}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {contract.contactName}
            <LabelChips labels={contract.labels} />
          </Table.Td>
          {withSubject ? (
            <Table.Td>
              {contract.carName ?? contract.resourceName}
              {contract.plate ? (
                <Text size="xs" c="dimmed">
                  {contract.plate}
                </Text>
              ) : null}
            </Table.Td>
          ) : null}
          <Table.Td style={NOWRAP}>{period(contract)}</Table.Td>
          <Table.Td ta="right" style={NOWRAP}>
            {format.money(contract.price, contract.currency)}
          </Table.Td>
          <Table.Td>
            <ContractStatusBadge contract={contract} />
          </Table.Td>
        </Table.Tr>
      )}
    </DataTable>
  )
}
