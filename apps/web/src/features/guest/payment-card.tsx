import type { GuestInfo } from '@innkeep/contract'
import { Flex, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { QrImage } from '../../components/qr-image.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { GuestCopyField as CopyField } from './guest-copy-field.tsx'
import { czechAccount, groupIban } from './iban.ts'

type Payment = NonNullable<GuestInfo['payment']>

/** The amount due as a QR payment (SPAYD) to scan, and the same details to copy. */
export function PaymentCard({ payment, currency }: { payment: Payment; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const amount = format.money(payment.amount, currency)
  const account = czechAccount(payment.iban)
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby="pay-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="pay-title">
          {t('guest.pay.title')}
        </Title>
        <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'center', xs: 'flex-start' }}>
          <QrImage text={payment.spayd} label={t('guest.pay.qr', { amount, vs: payment.variableSymbol })} />
          <Stack gap={4} ta={{ base: 'center', xs: 'left' } as never}>
            <Text size="sm" c="dimmed">
              {t('guest.pay.due')}
            </Text>
            <Text fw={700} fz={28} data-testid="payment-amount" style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Text>
            <Text size="sm">{t('guest.pay.scan')}</Text>
          </Stack>
        </Flex>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CopyField label={t('guest.pay.iban')} value={groupIban(payment.iban)} testId="payment-iban" />
          {account ? <CopyField label={t('guest.pay.account')} value={account} testId="payment-account" /> : null}
          <CopyField label={t('guest.pay.variableSymbol')} value={payment.variableSymbol} testId="payment-vs" />
          <CopyField
            label={`${t('guest.pay.amount')} (${currency})`}
            value={moneyToInput(payment.amount, format.guestLanguage)}
            testId="payment-copy-amount"
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
