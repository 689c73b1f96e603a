import { BankAccount, type BankAccountKind } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { FormDialog } from '../../components/form/form-dialog.tsx'
import { useConflict } from '../../components/form/use-conflict.ts'
import { useServerMessages } from '../../components/form/use-server-messages.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { useSaveBankAccount } from './api.ts'
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

interface Saved {
  id: string
  version: number
  hasFioToken: boolean
}

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
  const server = useServerMessages(form)
  const [saved, setSaved] = useState<Saved | null>(null)
  const load = (current: BankAccount) => {
    form.reset(bankAccountToForm(current, language))
    setSaved({ id: current.id, version: current.version, hasFioToken: current.hasFioToken })
  }
  const conflict = useConflict(BankAccount, load)
  const { run, isPending } = useSaveBankAccount()

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialog loads what it was opened with
  useEffect(() => {
    if (state === null) return
    if (typeof state === 'string') {
      form.reset(emptyBankAccount(state))
      setSaved(null)
    } else {
      load(state)
    }
    conflict.clear()
    server.clear()
  }, [state])

  const kind = typeof state === 'string' ? state : (state?.kind ?? 'BANK')
  const submit = form.handleSubmit(async (values) => {
    server.clear()
    conflict.clear()
    await run(
      { params: { slugs: slug }, body: toBankAccountInput(values, saved) },
      {
        validation: server.validation,
        conflict: conflict.onConflict,
        success: (result) => {
          notifications.show({ color: 'green', message: t('bank.account.saved', { name: result.name }) })
          onClose()
        },
      },
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
      <ConflictAlert messages={conflict.messages} fallback={t('bank.account.conflict')} />
      <FormAlert messages={server.formMessages} />
      <BankAccountFields hasFioToken={saved?.hasFioToken ?? false} />
    </FormDialog>
  )
}
