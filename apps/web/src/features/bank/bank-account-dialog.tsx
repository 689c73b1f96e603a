import { BankAccount, type BankAccountKind } from '@innkeep/contract'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useSaveBankAccount } from '../../api/bank.ts'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { useDialogSave } from '../../components/form/use-dialog-save.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { BankAccountFields } from './bank-account-fields.tsx'
import {
  type BankAccountFormValues,
  bankAccountResolver,
  bankAccountToForm,
  emptyBankAccount,
  toBankAccountInput,
} from './bank-account-values.ts'

/** null: closed; a kind: a new account or cash register; an account: edit it. */
export type AccountDialogState = BankAccount | BankAccountKind | null

/**
 * Create or edit an account at the version the list showed; the server's field messages (a duplicate
 * account, a token for a non-FIO account) sit on their fields, a stale version loads the current one.
 */
export function BankAccountDialog({
  slug,
  state,
  onClose,
}: {
  slug: string
  state: AccountDialogState
  onClose: () => void
}) {
  const { t } = useTranslation()
  const { language } = useFormat()
  const form = useForm<BankAccountFormValues, unknown, Parameters<typeof toBankAccountInput>[0]>({
    resolver: bankAccountResolver,
    defaultValues: emptyBankAccount('BANK'),
  })
  const dialog = useDialogSave({ form, schema: BankAccount, toForm: (account) => bankAccountToForm(account, language) })
  const saved = dialog.editing
  const { run, isPending } = useSaveBankAccount()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if (typeof state === 'string') dialog.open(null, emptyBankAccount(state))
    else dialog.open(state, bankAccountToForm(state, language))
  }, [state])

  const kind = typeof state === 'string' ? state : (state?.kind ?? 'BANK')
  const submit = form.handleSubmit(async (values) => {
    await run(
      { params: { slugs: slug }, body: toBankAccountInput(values, saved) },
      dialog.closeOnSave((result) => t('bank.account.saved', { name: result.name }), onClose),
    )
  })

  return (
    <FormDialog
      opened={state !== null}
      onClose={onClose}
      size="lg"
      title={t(saved ? `bank.account.editTitle_${kind}` : `bank.account.newTitle_${kind}`)}
      form={form}
      onSubmit={(event) => {
        // a dialog opened from a page form must not submit that form too
        event.stopPropagation()
        void submit(event)
      }}
      loading={isPending}
    >
      <ConflictAlert messages={dialog.conflict} fallback={t('bank.account.conflict')} />
      <FormAlert messages={dialog.formMessages} />
      <BankAccountFields hasFioToken={saved?.hasFioToken ?? false} />
    </FormDialog>
  )
}
