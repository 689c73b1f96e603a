import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconLock, IconLockOpen } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBooksPeriod, useCloseBooks, useReopenBooks } from '../../api/invoices.ts'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  slugs: string
  /** The last month of the period on screen (`2026-10`; a quarter's last month). */
  month: string
  /** The period on screen is over: only then can it be closed. */
  over: boolean
}

/**
 * Uzavření období: once the VAT return of the month (or quarter) on screen is filed, the accountant
 * closes it — its tax documents are then not changed; corrections go by credit or debit notes. A
 * closed period is opened again only with a reason, kept in the history.
 */
export function BooksPeriodCard({ slugs, month, over }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const period = useBooksPeriod(slugs)
  const close = useCloseBooks()
  const reopen = useReopenBooks()
  const [opened, { open, close: hide }] = useDisclosure(false)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const through = period.data?.closedThrough ?? null
  const closed = through !== null && `${month}-01` <= through
  // inside a Czech sentence the month is lower case ("Uzavřít listopad 2026"); English keeps its capital
  const shown = format.monthYear(`${month}-01`)
  const monthName = format.language === 'cs' ? shown.toLocaleLowerCase('cs') : shown
  const onProblem = (messages: { text: string }[]) => setProblem(messages.map((m) => m.text).join(' '))
  return (
    <Paper withBorder radius="lg" p="md" data-testid="books-period">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h5">
              {t('invoices.books.title')}
            </Title>
            <Text size="sm" c="dimmed" data-testid="books-closed-through">
              {through ? t('invoices.books.closedThrough', { date: format.date(through) }) : t('invoices.books.open')}
            </Text>
          </Stack>
          {closed ? (
            <Button variant="default" leftSection={<IconLockOpen size={18} />} onClick={open}>
              {t('invoices.books.reopen', { month: monthName })}
            </Button>
          ) : (
            <Button
              leftSection={<IconLock size={18} />}
              disabled={!over}
              loading={close.isPending}
              onClick={() =>
                void close.run(
                  { params: { slugs }, body: { month } },
                  { success: () => setProblem(null), validation: onProblem },
                )
              }
            >
              {t('invoices.books.close', { month: monthName })}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('invoices.books.lead')}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" data-testid="books-problem">
            {problem}
          </Alert>
        ) : null}
      </Stack>
      <Modal opened={opened} onClose={hide} title={t('invoices.books.reopenTitle', { month: monthName })}>
        <Stack gap="sm">
          <Textarea
            label={t('invoices.books.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={hide}>
              {t('invoices.correction.back')}
            </Button>
            <Button
              color="orange"
              disabled={reason.trim().length < 3}
              loading={reopen.isPending}
              onClick={() =>
                void reopen.run(
                  { params: { slugs }, body: { month, reason } },
                  {
                    success: () => {
                      hide()
                      setReason('')
                      setProblem(null)
                    },
                    validation: onProblem,
                  },
                )
              }
            >
              {t('invoices.books.reopenConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  )
}
