import type { StayCharge } from '@innkeep/contract'
import { Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconReceiptOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useVoidStayCharge } from '../../api/stay-accounts.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { useFormat } from '../../i18n/use-format.ts'

/** Text of a line that counts no more (a voided charge, a canceled room). */
export const struck = (off: boolean) => (off ? ({ td: 'line-through', c: 'dimmed' } as const) : {})

interface ChargeProps {
  slug: string
  charge: StayCharge
  currency: string
  canVoid: boolean
}

/** A charge with who entered it, or who voided it and when; a live one may be voided (after a confirmation). */
export function AccountChargeRow({ slug, charge, currency, canVoid }: ChargeProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const remove = useVoidStayCharge()
  const voided = charge.voidedAt !== null
  const amount = format.money(charge.amount, currency)
  return (
    <Table.Tr data-testid="account-charge" data-voided={voided || undefined}>
      <Table.Td>
        <Text size="sm" fw={500} {...struck(voided)}>
          {charge.name}
        </Text>
        <Text size="xs" c="dimmed">
          {charge.voidedAt
            ? t('stayAccount.voided', { who: charge.voidedBy ?? '', when: format.dateTime(charge.voidedAt) })
            : t('stayAccount.createdBy', { who: charge.createdBy })}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(charge.day)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {charge.quantity} × {format.money(charge.unitPrice, currency)}
      </Table.Td>
      <Table.Td ta="right">{charge.vatRate} %</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" {...struck(voided)}>
          {amount}
        </Text>
      </Table.Td>
      {canVoid ? (
        <Table.Td>
          {voided ? null : (
            <ConfirmAction
              label={t('stayAccount.void', { name: charge.name })}
              icon={<IconReceiptOff size={18} />}
              title={t('stayAccount.voidTitle')}
              text={t('stayAccount.voidText', { name: charge.name, amount })}
              confirmLabel={t('stayAccount.voidConfirm')}
              onConfirm={() =>
                remove.run(
                  { params: { slugs: slug, id: charge.id } },
                  {
                    validation: showRefusal,
                    success: () =>
                      notifications.show({ color: 'green', message: t('stayAccount.voidDone', { name: charge.name }) }),
                  },
                )
              }
            />
          )}
        </Table.Td>
      ) : null}
    </Table.Tr>
  )
}
