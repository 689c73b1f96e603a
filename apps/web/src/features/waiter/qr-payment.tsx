import { ibanToCzechAccount, spayd } from '@innkeep/contract'
import { Button, Center, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useViewportSize } from '@mantine/hooks'
import { IconArrowBack, IconCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { QrImage } from '../../components/qr-image.tsx'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  /** What the guest pays, minor units: the whole bill or the part chosen, as computed (no cash rounding). */
  amount: number
  currency: string
  account: { iban: string }
  /** For the guest's statement and the house's: the restaurant and the table. */
  message: string
  variableSymbol?: string | undefined
  /** The payment is being recorded. */
  busy: boolean
  /** The guest has paid: only now is the payment recorded. */
  onPaid: () => void
  /** Back to the payment, nothing recorded. */
  onBack: () => void
}

/** `CZ6508000000192000145399` → `CZ65 0800 0000 1920 0014 5399`, as banks print it. */
function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim()
}

/** The QR code as large as the screen allows beside the amount and the buttons: read at arm's length. */
function qrSize(width: number, height: number): number {
  if (!width || !height) return 320
  return Math.max(200, Math.min(width - 48, height - 340, 520))
}

/**
 * The QR payment turned to the guest, over the whole screen: the code of exactly what is being paid
 * (SPAYD), the amount in large type, the account. "Zaplaceno" records the payment, "Zpět" records nothing.
 */
export function QrPayment({ amount, currency, account, message, variableSymbol, busy, onPaid, onBack }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { width, height } = useViewportSize()
  const text = spayd({ iban: account.iban, amount, currency, message, variableSymbol })
  const money = format.money(amount, currency)
  const czech = ibanToCzechAccount(account.iban)
  return (
    <Modal.Root opened fullScreen closeOnClickOutside={false} onClose={() => !busy && onBack()}>
      <Modal.Content aria-label={t('waiter.qr.title')}>
        <Modal.Body>
          <Center mih="calc(100dvh - 2 * var(--mantine-spacing-md))">
            <Stack gap="sm" align="center" maw={560} w="100%" data-testid="qr-payment" data-spayd={text}>
              <Title order={2} ta="center">
                {t('waiter.qr.title')}
              </Title>
              <Text fz={52} fw={800} lh={1.1} data-testid="qr-amount" style={{ whiteSpace: 'nowrap' }}>
                {money}
              </Text>
              <QrImage
                text={text}
                size={qrSize(width, height)}
                label={t('waiter.qr.image', { amount: money, account: czech ?? groupIban(account.iban) })}
              />
              <Text c="dimmed" ta="center">
                {t('waiter.qr.hint')}
              </Text>
              <Stack gap={2} align="center" data-testid="qr-account">
                {czech ? (
                  <Text size="lg" fw={600}>
                    {t('waiter.qr.account')}: {czech}
                  </Text>
                ) : null}
                <Text size={czech ? 'sm' : 'lg'} fw={czech ? 400 : 600}>
                  {t('waiter.qr.iban')}: {groupIban(account.iban)}
                </Text>
                {variableSymbol ? (
                  <Text size="lg" fw={600}>
                    {t('waiter.qr.variableSymbol')}: {variableSymbol}
                  </Text>
                ) : null}
              </Stack>
              <SimpleGrid cols={2} spacing="sm" w="100%" mt="sm">
                <Button size="xl" variant="default" leftSection={<IconArrowBack />} disabled={busy} onClick={onBack}>
                  {t('waiter.qr.back')}
                </Button>
                <Button size="xl" color="teal" leftSection={<IconCheck />} loading={busy} onClick={onPaid}>
                  {t('waiter.qr.paid')}
                </Button>
              </SimpleGrid>
            </Stack>
          </Center>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
