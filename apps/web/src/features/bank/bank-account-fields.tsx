import { Checkbox, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import type { BankAccountFormValues } from './bank-account-values.ts'

const field: { inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
}

/** Name, bank and number of an account (a cash register has only a name and a currency), and the FIO token. */
export function BankAccountFields({ hasFioToken }: { hasFioToken: boolean }) {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<BankAccountFormValues>()
  const errors = formState.errors
  const [kind, bank, currency, removeToken] = useWatch({ control, name: ['kind', 'bank', 'currency', 'removeToken'] })
  const cash = kind === 'CASH'
  return (
    <Stack gap="sm">
      <TextInput
        label={t('bank.account.name')}
        placeholder={cash ? t('bank.account.cashNamePlaceholder') : t('bank.account.namePlaceholder')}
        error={errors.name?.message}
        data-autofocus
        {...requiredField}
        {...register('name')}
      />
      {cash ? null : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Controller
              control={control}
              name="bank"
              render={({ field: { value, onChange, ref } }) => (
                <Select
                  ref={ref}
                  label={t('bank.account.bank')}
                  description={t('bank.account.bankHint')}
                  {...field}
                  allowDeselect={false}
                  value={value}
                  onChange={(next) => onChange(next ?? '')}
                  data={[
                    { value: 'FIO', label: 'FIO banka' },
                    { value: 'CSOB', label: 'ČSOB' },
                    { value: '', label: t('bank.account.otherBank') },
                  ]}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <TextInput
              label={t('bank.account.accountNumber')}
              placeholder="2000145399/2010"
              autoComplete="off"
              error={errors.accountNumber?.message}
              {...register('accountNumber')}
            />
          </SimpleGrid>
          <TextInput
            label={t('bank.account.iban')}
            description={t('bank.account.ibanHint')}
            placeholder="CZ65 0800 0000 1920 0014 5399"
            autoComplete="off"
            error={errors.iban?.message}
            {...field}
            {...register('iban')}
          />
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="currency"
          render={({ field: { value, onChange, ref } }) => (
            <Select
              ref={ref}
              label={t('bank.account.currency')}
              allowDeselect={false}
              value={value}
              onChange={(next) => onChange(next === 'EUR' ? 'EUR' : 'CZK')}
              data={['CZK', 'EUR']}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <MoneyInput
          label={t('bank.account.openingBalance')}
          description={t('bank.account.openingBalanceHint')}
          currency={currency === 'EUR' ? '€' : 'Kč'}
          error={errors.openingBalance?.message}
          {...field}
          {...register('openingBalance')}
        />
      </SimpleGrid>
      <Checkbox label={t('bank.account.isDefault')} {...register('isDefault')} />
      {!cash && bank === 'FIO' ? (
        <>
          <PasswordInput
            label={t('bank.account.fioToken')}
            description={hasFioToken ? t('bank.account.fioTokenKept') : t('bank.account.fioTokenHint')}
            autoComplete="off"
            disabled={removeToken}
            error={errors.fioToken?.message}
            {...field}
            {...register('fioToken')}
          />
          {hasFioToken ? <Checkbox label={t('bank.account.removeToken')} {...register('removeToken')} /> : null}
        </>
      ) : null}
    </Stack>
  )
}
