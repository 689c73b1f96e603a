import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { KeyboardEvent } from 'react'
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InvoiceLineRow } from './invoice-line-row.tsx'
import { InvoiceRecap } from './invoice-recap.tsx'
import { emptyLine, type InvoiceFormOutput, type InvoiceFormValues } from './invoice-values.ts'
import classes from './invoices.module.css'
import type { LiveTotals } from './live-totals.ts'
import { rateDateOf } from './live-totals.ts'

interface Props {
  readOnly: boolean
  totals: LiveTotals
  today: string
}

/**
 * The lines as a table of inputs: Enter adds a line below, Alt+↑/↓ moves one; each line's amount and
 * the recapitulation below follow every keystroke.
 */
export function InvoiceLinesEditor({ readOnly, totals, today }: Props) {
  const { t } = useTranslation()
  const { control, formState, getValues } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const lines = useFieldArray({ control, name: 'lines' })
  const [currency, taxableSupplyDate, issueDate] = useWatch({
    control,
    name: ['currency', 'taxableSupplyDate', 'issueDate'],
  })
  const rateDate = rateDateOf({ taxableSupplyDate, issueDate }, today)
  const focus = (index: number) => ({ shouldFocus: true, focusName: `lines.${index}.text` })
  // a new line takes the VAT of the one above: lines of one invoice mostly share it
  const add = (after: number) => {
    const above = getValues(`lines.${after}`)
    lines.insert(after + 1, emptyLine(above?.vat), focus(after + 1))
  }
  const move = (from: number, to: number) => {
    if (to < 0 || to >= lines.fields.length) return
    lines.move(from, to)
  }
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly) return
    if (event.key === 'Enter' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (!(event.target instanceof HTMLInputElement) || event.target.getAttribute('role') === 'combobox') return
      event.preventDefault()
      add(index)
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault()
      move(index, index + (event.key === 'ArrowUp' ? -1 : 1))
    }
  }
  const error = formState.errors.lines?.message ?? formState.errors.lines?.root?.message
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={880}>
        <Table className={classes.lines} verticalSpacing={6} horizontalSpacing={6} data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={34} aria-hidden />
              <Table.Th>{t('invoices.lines.text')}</Table.Th>
              <Table.Th w={84}>{t('invoices.lines.quantity')}</Table.Th>
              <Table.Th w={72}>{t('invoices.lines.unit')}</Table.Th>
              <Table.Th w={130}>{t('invoices.lines.unitPrice')}</Table.Th>
              <Table.Th w={132}>{t('invoices.lines.vat')}</Table.Th>
              <Table.Th w={76}>{t('invoices.lines.discount')}</Table.Th>
              <Table.Th w={124} ta="right">
                {t('invoices.lines.amount')}
              </Table.Th>
              <Table.Th w={40} aria-hidden />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.fields.map((field, index) => (
              <InvoiceLineRow
                key={field.id}
                index={index}
                count={lines.fields.length}
                readOnly={readOnly}
                currency={currency}
                rateDate={rateDate}
                charged={totals.charged}
                amount={totals.lineAmounts[index] ?? 0}
                onKeyDown={onKeyDown(index)}
                onMove={(direction) => move(index, index + direction)}
                onRemove={() => lines.remove(index)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="lg">
        {readOnly ? (
          <span />
        ) : (
          <Stack gap={4}>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => add(lines.fields.length - 1)}
              w="fit-content"
            >
              {t('invoices.lines.add')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('invoices.lines.keys')}
            </Text>
          </Stack>
        )}
        <InvoiceRecap totals={totals} currency={currency} />
      </Group>
    </Stack>
  )
}
