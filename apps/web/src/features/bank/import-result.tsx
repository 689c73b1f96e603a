import type { ImportResult } from '@innkeep/contract'
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

const COUNTS = ['received', 'added', 'duplicates', 'settled', 'autoLinked'] as const

/** What a statement import did: the counts, then whether the statement's closing balance agrees with ours. */
export function ImportResultModal({
  result,
  currency,
  onClose,
}: {
  result: ImportResult | null
  currency: string
  onClose: () => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const statement = result?.statement ?? null
  const agrees = statement?.closingBalance === null || statement?.closingBalance === statement?.computedBalance
  return (
    <Modal opened={result !== null} onClose={onClose} title={t('bank.import.resultTitle')} size="lg">
      {result ? (
        <Stack gap="md" data-testid="import-result">
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            {COUNTS.map((key) => (
              <Stack key={key} gap={0} align="center" ta="center">
                <Text fw={700} fz={24} data-testid={`import-${key}`}>
                  {result[key]}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`bank.import.${key}`)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          {statement ? (
            <Stack gap={4}>
              <Text size="sm">
                {t('bank.import.statement', { number: statement.number ?? '–' })}
                {statement.from && statement.till
                  ? ` · ${format.date(statement.from)} – ${format.date(statement.till)}`
                  : ''}
              </Text>
              {statement.closingBalance === null ? null : agrees ? (
                <Alert color="green" variant="light" icon={<IconCircleCheck />} data-testid="import-balance">
                  {t('bank.import.balanceAgrees', { balance: format.money(statement.closingBalance, currency) })}
                </Alert>
              ) : (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle />} data-testid="import-balance">
                  {t('bank.import.balanceDiffers', {
                    closing: format.money(statement.closingBalance, currency),
                    computed: format.money(statement.computedBalance, currency),
                  })}
                </Alert>
              )}
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  )
}
