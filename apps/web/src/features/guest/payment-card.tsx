import type { GuestInfo } from '@innkeep/contract'
import { Flex, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QrImage } from '../../components/qr-image.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { GuestCopyField as CopyField } from './guest-copy-field.tsx'
import { czechAccount, groupIban } from './iban.ts'

type Payment = NonNullable<GuestInfo['payment']>

/**
 * A QR code with what it is for under it (the Czech QR Platba, the European SEPA one), and what else the
 * guest should know of it: the amount in euros of a stay in crowns, at which rate.
 */
function QrFigure({
  caption,
  testId,
  notes,
  children,
}: {
  caption: string
  testId: string
  notes?: ReactNode
  children: ReactNode
}) {
  return (
    <Stack gap={4} align="center" component="figure" m={0} data-testid={testId}>
      {children}
      <Stack gap={2} align="center" component="figcaption">
        <Text size="sm" c="dimmed" ta="center">
          {caption}
        </Text>
        {notes}
      </Stack>
    </Stack>
  )
}

/**
 * The amount due as a QR payment (SPAYD) to scan, and the same details to copy: the deposit (with the
 * day it is due) or the balance of the stay. A stay in euros has the European (EPC/SEPA) code beside it,
 * for banking apps outside Czechia; so has a stay in crowns when the house takes euros (`payment.euro`):
 * that code pays the amount in euros to the euro account, at the rate it says under it.
 */
export function PaymentCard({ payment, currency }: { payment: Payment; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const amount = format.money(payment.amount, currency)
  const account = czechAccount(payment.iban)
  const euro = payment.euro ?? null
  // the European code pays the stay's own amount, or (a stay in crowns) the same in euros
  const epcAmount = euro ? format.money(euro.amount, 'EUR') : amount
  const deposit = payment.purpose === 'DEPOSIT'
  const what = deposit
    ? payment.dueDate
      ? t('guest.pay.depositDue', { date: format.date(payment.dueDate) })
      : t('guest.pay.deposit')
    : payment.purpose === 'BALANCE'
      ? t('guest.pay.balance')
      : t('guest.pay.due')
  const czechQr = (
    <QrImage
      text={payment.spayd}
      label={t('guest.pay.qr', { amount, vs: payment.variableSymbol })}
      size={payment.epc ? 200 : undefined}
    />
  )
  const czechFigure = (
    <QrFigure key="czech" caption={t('guest.pay.qrCzech')} testId="payment-qr-czech">
      {czechQr}
    </QrFigure>
  )
  const epcFigure = payment.epc ? (
    <QrFigure
      key="epc"
      caption={t('guest.pay.qrEpcTitle')}
      testId="payment-qr-epc"
      notes={euro ? <EuroNotes euro={euro} amount={epcAmount} /> : null}
    >
      <QrImage text={payment.epc} label={t('guest.pay.qrEpc', { amount: epcAmount })} size={200} />
    </QrFigure>
  ) : null
  const due = (
    <Stack gap={4} ta={{ base: 'center', xs: payment.epc ? 'center' : 'left' } as never}>
      <Text size="sm" c={deposit ? undefined : 'dimmed'} fw={deposit ? 600 : undefined} data-testid="payment-purpose">
        {what}
      </Text>
      <Text fw={700} fz={28} data-testid="payment-amount" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
      <Text size="sm">{t('guest.pay.scan')}</Text>
    </Stack>
  )
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby="pay-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="pay-title">
          {deposit ? t('guest.pay.titleDeposit') : t('guest.pay.title')}
        </Title>
        {payment.epc ? (
          <>
            {due}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {/* a guest reading another language than Czech most likely pays from abroad: their code first */}
              {format.guestLanguage === 'cs' ? [czechFigure, epcFigure] : [epcFigure, czechFigure]}
            </SimpleGrid>
          </>
        ) : (
          <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align={{ base: 'center', xs: 'flex-start' }}>
            {czechQr}
            {due}
          </Flex>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CopyField label={t('guest.pay.iban')} value={groupIban(payment.iban)} testId="payment-iban" />
          {account ? <CopyField label={t('guest.pay.account')} value={account} testId="payment-account" /> : null}
          <CopyField label={t('guest.pay.variableSymbol')} value={payment.variableSymbol} testId="payment-vs" />
          <CopyField
            label={`${t('guest.pay.amount')} (${currency})`}
            value={moneyToInput(payment.amount, format.guestLanguage)}
            testId="payment-copy-amount"
          />
          {euro ? (
            <>
              <CopyField label={t('guest.pay.euroIban')} value={groupIban(euro.iban)} testId="payment-euro-iban" />
              <CopyField
                label={`${t('guest.pay.amount')} (EUR)`}
                value={moneyToInput(euro.amount, format.guestLanguage)}
                testId="payment-copy-euro-amount"
              />
            </>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}

/** Under the European code of a stay in crowns: the amount in euros, and the rate (ČNB's of its day, or the house's). */
function EuroNotes({ euro, amount }: { euro: NonNullable<Payment['euro']>; amount: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const rate = format.rate(euro.rate)
  return (
    <>
      <Text fw={700} ta="center" data-testid="payment-euro-amount" style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
      <Text size="xs" c="dimmed" ta="center" data-testid="payment-euro-rate">
        {euro.rateDate
          ? t('guest.pay.rateCnb', { rate, date: format.date(euro.rateDate) })
          : t('guest.pay.rateHost', { rate })}
      </Text>
    </>
  )
}
