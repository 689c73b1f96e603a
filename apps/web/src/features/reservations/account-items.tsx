import type { StayAccount, StayCharge } from '@innkeep/contract'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../components/data-table.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { AccountChargeRow, struck } from './account-charge-row.tsx'

type Stay = StayAccount['stays'][number]
type Row = { kind: 'stay'; stay: Stay } | { kind: 'charge'; charge: StayCharge }

interface Props {
  slug: string
  account: StayAccount
  canVoid: boolean
}

/** What the account charges: each room's price, then the extras and other items, voided ones struck through. */
export function AccountItems({ slug, account, canVoid }: Props) {
  const { t } = useTranslation()
  const rows: Row[] = [
    ...account.stays.map((stay) => ({ kind: 'stay' as const, stay })),
    ...account.charges.map((charge) => ({ kind: 'charge' as const, charge })),
  ]
  return (
    <DataTable
      items={rows}
      minWidth={620}
      verticalSpacing="xs"
      columns={
        <>
          <Table.Th>{t('stayAccount.item')}</Table.Th>
          <Table.Th w={110}>{t('stayAccount.day')}</Table.Th>
          <Table.Th w={150} ta="right">
            {t('stayAccount.quantity')}
          </Table.Th>
          <Table.Th w={60} ta="right">
            {t('stayAccount.vatRate')}
          </Table.Th>
          <Table.Th w={130} ta="right">
            {t('stayAccount.amount')}
          </Table.Th>
        </>
      }
      actions={canVoid ? { w: 56 } : undefined}
    >
      {(row) =>
        row.kind === 'stay' ? (
          <StayRow key={row.stay.id} stay={row.stay} currency={account.currency} canVoid={canVoid} />
        ) : (
          <AccountChargeRow
            key={row.charge.id}
            slug={slug}
            charge={row.charge}
            currency={account.currency}
            canVoid={canVoid}
          />
        )
      }
    </DataTable>
  )
}

function StayRow({ stay, currency, canVoid }: { stay: Stay; currency: string; canVoid: boolean }) {
  const { t } = useTranslation()
  const format = useFormat()
  const canceled = stay.status === 'CANCELED'
  return (
    <Table.Tr data-testid="account-stay">
      <Table.Td>
        <Text size="sm" {...struck(canceled)}>
          {t('stayAccount.stayLine', {
            code: stay.code,
            room: stay.resourceName,
            stay: format.stay(stay.since, stay.till),
          })}
        </Text>
        {canceled ? (
          <Text size="xs" c="dimmed">
            {t('stayAccount.stayCanceled')}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td />
      <Table.Td />
      <Table.Td />
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" {...struck(canceled)}>
          {format.money(stay.total, currency)}
        </Text>
      </Table.Td>
      {canVoid ? <Table.Td /> : null}
    </Table.Tr>
  )
}
