import { Group, Kbd, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { SaveBar } from '../form/save-bar.tsx'
import classes from './invoices.module.css'
import type { LiveTotals } from './live-totals.ts'

interface Props {
  totals: LiveTotals
  currency: string
  dirty: boolean
  saving: boolean
  onDiscard: () => void
}

/** Stays at the bottom of the window while the lines scroll: what the customer pays, and Save (Ctrl+S). */
export function InvoiceFooter({ totals, currency, dirty, saving, onDiscard }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Paper withBorder shadow="sm" radius="lg" p="sm" maw={1400} className={classes.footer}>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('invoices.toPay')}
          </Text>
          <Text fw={700} size="lg" className={classes.figures} data-testid="footer-to-pay">
            {format.money(totals.toPay, currency)}
          </Text>
          {dirty ? (
            <Text size="xs" c="orange" visibleFrom="sm">
              {t('invoices.editor.unsaved')}
            </Text>
          ) : null}
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Text size="xs" c="dimmed" visibleFrom="md">
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">S</Kbd>
          </Text>
          <SaveBar dirty={dirty} onDiscard={onDiscard} loading={saving} />
        </Group>
      </Group>
    </Paper>
  )
}
