import type { ClosePayment, DailyClose } from '@innkeep/contract'
import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DataTable } from '../../components/data-table.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './daily-close.module.css'

interface Props {
  close: DailyClose
  slug: string
  timeZone: string
  /** The stays' labels lead to their reservations (for whom may open them). */
  linkStays: boolean
}

function What({ payment, slug, linkStays }: { payment: ClosePayment; slug: string; linkStays: boolean }) {
  const { t } = useTranslation()
  return (
    <Group gap={6} wrap="nowrap">
      {payment.reservationId && linkStays ? (
        <Anchor component={Link} to={`/${slug}/reservations/${payment.reservationId}`} size="sm">
          {payment.label}
        </Anchor>
      ) : (
        <Text size="sm">{payment.label}</Text>
      )}
      {payment.amount < 0 ? (
        <Badge color="red" variant="light" size="sm">
          {t('dailyClose.refund')}
        </Badge>
      ) : null}
    </Group>
  )
}

/** Every payment of the day in the order taken; a refund in red, below zero. */
export function ClosePayments({ close, slug, timeZone, linkStays }: Props) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const foreign = close.payments.some((p) => p.currency !== close.currency)
  return (
    <SectionCard title={t('dailyClose.payments')}>
      <div className={classes.figures}>
        <DataTable
          items={close.payments}
          minWidth={720}
          verticalSpacing="xs"
          highlightOnHover
          columns={
            <>
              <Table.Th>{t('dailyClose.column.time')}</Table.Th>
              <Table.Th>{t('dailyClose.column.source')}</Table.Th>
              <Table.Th>{t('dailyClose.column.what')}</Table.Th>
              <Table.Th>{t('dailyClose.column.how')}</Table.Th>
              <Table.Th>{t('dailyClose.column.by')}</Table.Th>
              <Table.Th ta="right">{t('dailyClose.column.amount')}</Table.Th>
            </>
          }
        >
          {(payment, index) => (
            <Table.Tr key={`${payment.at}-${index}`} data-testid="close-payment">
              <Table.Td>{format.time(payment.at)}</Table.Td>
              <Table.Td>{t(`dailyClose.source.${payment.source}`)}</Table.Td>
              <Table.Td>
                <What payment={payment} slug={slug} linkStays={linkStays} />
              </Table.Td>
              <Table.Td>{t(`dailyClose.method.${payment.method}`)}</Table.Td>
              <Table.Td>{payment.by}</Table.Td>
              <Table.Td
                ta="right"
                fw={600}
                c={payment.amount < 0 ? 'red' : undefined}
                data-testid="close-payment-amount"
              >
                {format.money(payment.amount, payment.currency)}
              </Table.Td>
            </Table.Tr>
          )}
        </DataTable>
      </div>
      {foreign ? (
        <Text size="xs" c="dimmed">
          {t('dailyClose.foreignNote', { currency: close.currency })}
        </Text>
      ) : null}
    </SectionCard>
  )
}
