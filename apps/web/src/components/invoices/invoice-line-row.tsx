import { ActionIcon, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { IconChevronDown, IconChevronUp, IconTrash } from '@tabler/icons-react'
import type { KeyboardEventHandler } from 'react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { IconButton } from '../icon-button.tsx'
import type { InvoiceFormOutput, InvoiceFormValues } from './invoice-values.ts'
import classes from './invoices.module.css'
import { useVatChoices } from './use-vat-choices.ts'

interface Props {
  index: number
  count: number
  readOnly: boolean
  currency: string
  /** The date whose rate table resolves price categories. */
  rateDate: string
  charged: boolean
  /** The line's amount as computeTotals has it. */
  amount: number
  onKeyDown: KeyboardEventHandler<HTMLElement>
  onMove: (direction: -1 | 1) => void
  onRemove: () => void
}

/** One line: text, quantity, unit, unit price, VAT (a rate or a price category), discount %, and its amount. */
export function InvoiceLineRow(props: Props) {
  const { index, count, readOnly, currency, rateDate, charged, amount } = props
  const { t } = useTranslation()
  const format = useFormat()
  const { control, register, formState } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const errors = formState.errors.lines?.[index]
  const vatChoices = useVatChoices(rateDate)
  const n = index + 1
  const label = (key: string) => t(`invoices.lines.${key}Of`, { n })
  const small = { size: 'sm', onKeyDown: props.onKeyDown } as const
  return (
    <Table.Tr data-testid="invoice-line">
      <Table.Td>
        {/* Alt+↑/↓ moves a line from the keyboard, so these buttons stay out of the Tab order */}
        {readOnly ? (
          <Text size="sm" c="dimmed" pt={6} ta="center">
            {n}
          </Text>
        ) : (
          <Stack gap={0} align="center">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="xs"
              tabIndex={-1}
              aria-label={label('moveUp')}
              disabled={index === 0}
              style={{ visibility: index === 0 ? 'hidden' : undefined }}
              onClick={() => props.onMove(-1)}
            >
              <IconChevronUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="xs"
              tabIndex={-1}
              aria-label={label('moveDown')}
              disabled={index === count - 1}
              style={{ visibility: index === count - 1 ? 'hidden' : undefined }}
              onClick={() => props.onMove(1)}
            >
              <IconChevronDown size={14} />
            </ActionIcon>
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        <TextInput
          {...small}
          aria-label={label('text')}
          placeholder={t('invoices.lines.textPlaceholder')}
          error={errors?.text?.message}
          {...register(`lines.${index}.text`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...small}
          className={classes.number}
          aria-label={label('quantity')}
          inputMode="decimal"
          autoComplete="off"
          error={errors?.quantity?.message}
          {...register(`lines.${index}.quantity`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...small}
          aria-label={label('unit')}
          placeholder={t('invoices.lines.unitPlaceholder')}
          error={errors?.unit?.message}
          {...register(`lines.${index}.unit`)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...small}
          className={classes.number}
          aria-label={label('unitPrice')}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<span aria-hidden>{currency === 'CZK' ? 'Kč' : currency}</span>}
          rightSectionWidth={36}
          error={errors?.unitPrice?.message}
          {...register(`lines.${index}.unitPrice`)}
        />
      </Table.Td>
      <Table.Td>
        <Controller
          control={control}
          name={`lines.${index}.vat`}
          render={({ field, fieldState }) =>
            charged ? (
              <Select
                size="sm"
                ref={field.ref}
                aria-label={label('vat')}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => field.onChange(value ?? field.value)}
                data={vatChoices}
                comboboxProps={{ withinPortal: true, width: 220, position: 'bottom-start' }}
                error={fieldState.error?.message}
              />
            ) : (
              <Text size="sm" c="dimmed" pt={6}>
                {t('invoices.lines.noVat')}
              </Text>
            )
          }
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          {...small}
          className={classes.number}
          aria-label={label('discount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          rightSection={<span aria-hidden>%</span>}
          rightSectionWidth={24}
          error={errors?.discount?.message}
          {...register(`lines.${index}.discount`)}
        />
      </Table.Td>
      <Table.Td className={classes.amount} data-testid="invoice-line-amount">
        {format.money(amount, currency)}
      </Table.Td>
      <Table.Td>
        {readOnly ? null : (
          <IconButton
            label={label('remove')}
            variant="subtle"
            color="red"
            disabled={count === 1}
            onClick={props.onRemove}
          >
            <IconTrash size={16} />
          </IconButton>
        )}
      </Table.Td>
    </Table.Tr>
  )
}
