import type { StayAccount } from '@innkeep/contract'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../components/data-table.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** Money taken into the account and given back (refunds negative, in red), oldest first. */
export function AccountPayments({ account }: { account: StayAccount }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <DataTable
      items={account.payments}
      minWidth={560}
      verticalSpacing="xs"
      empty={
        <Text size="sm" c="dimmed">
          {t('stayAccount.noPayments')}
        </Text>
      }
      columns={
        <>
          <Table.Th w={110}>{t('stayAccount.paidOn')}</Table.Th>
          <Table.Th w={130}>{t('stayAccount.method')}</Table.Th>
          <Table.Th w={130} ta="right">
            {t('stayAccount.amount')}
          </Table.Th>
          <Table.Th>{t('stayAccount.who')}</Table.Th>
          <Table.Th>{t('stayAccount.note')}</Table.Th>
        </>
      }
    >
      {(payment) => {
        const refund = payment.amount < 0
        return (
          <Table.Tr key={payment.id} data-testid="account-payment">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(payment.paidOn)}</Table.Td>
            <Table.Td>
              {t(`stayAccount.methods.${payment.method}`)}
              {payment.registerName ? (
                <Text size="xs" c="dimmed" data-testid="payment-register">
                  {payment.registerName}
                </Text>
              ) : null}
              {refund ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({t('stayAccount.refunded')})
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right" c={refund ? 'red.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
              {format.money(payment.amount, account.currency)}
            </Table.Td>
            <Table.Td>{payment.createdBy}</Table.Td>
            <Table.Td>{payment.note}</Table.Td>
          </Table.Tr>
        )
      }}
    </DataTable>
  )
}
