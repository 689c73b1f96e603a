import { z } from 'zod'
import { isValidCzechAccount } from './bank-account.ts'
import { Id, LocalDate, SlugIdParams, SlugParams, Version, withCode } from './common.ts'
import { Iban } from './contacts.ts'
import { endpoint } from './endpoint.ts'
import { Bank, BankItemKind, ExpenseOrInvoiceKind, PaymentAction } from './enums.ts'
import { InvoiceCurrency } from './invoicing.ts'

// Bank accounts, cash registers, bank items and payment matching (issue 6).

/** A bank account (synchronised from FIO or filled from statement files) or a cash register. */
export const BankAccountKind = z.enum(['BANK', 'CASH'])
export type BankAccountKind = z.infer<typeof BankAccountKind>

/** The spec's "expense or invoice kind". */
export const DocumentKind = ExpenseOrInvoiceKind
export type DocumentKind = z.infer<typeof DocumentKind>

const CzechAccountNumber = z
  .string()
  .trim()
  .max(30)
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => v === '' || isValidCzechAccount(v), withCode('validation.bankAccount'))

/** 64 letters and digits, as FIO's internet banking hands it out. */
const FioToken = z
  .string()
  .trim()
  .refine((v) => /^[A-Za-z0-9]{64}$/.test(v), withCode('bank.fioToken'))

export const BankAccountInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  kind: BankAccountKind,
  name: z.string().trim().min(1).max(80),
  /** FIO and ČSOB have their own channels; null: another bank (statement files) or a cash register. */
  bank: Bank.nullable().default(null),
  accountNumber: CzechAccountNumber.default(''),
  /** Left empty: derived from a Czech account number. */
  iban: Iban.default(''),
  currency: InvoiceCurrency.default('CZK'),
  /** The balance before the first item, minor units. */
  openingBalance: z.number().int().safe().default(0),
  /** Invoices name this account for payment unless they say otherwise. */
  isDefault: z.boolean().default(false),
  /**
   * FIO API token: written, never read back. Left out: keep the stored one; null: remove it.
   */
  fioToken: FioToken.nullable().optional(),
})
export type BankAccountInput = z.input<typeof BankAccountInput>
export type BankAccountValues = z.output<typeof BankAccountInput>

export const SyncState = z.enum(['NEVER', 'QUEUED', 'RUNNING', 'OK', 'ERROR'])

export const BankAccount = z.object({
  id: Id,
  kind: BankAccountKind,
  name: z.string(),
  bank: Bank.nullable(),
  accountNumber: z.string(),
  iban: z.string(),
  currency: InvoiceCurrency,
  openingBalance: z.number().int(),
  /** Opening balance plus every item, minor units. */
  balance: z.number().int(),
  isDefault: z.boolean(),
  /** A FIO token is stored (it is never returned). */
  hasFioToken: z.boolean(),
  sync: z.object({
    state: SyncState,
    lastSyncAt: z.string().nullable(),
    lastError: z.string().nullable(),
  }),
  /** The last imported statement's closing balance against ours at its end; null when there is none. */
  statementCheck: z
    .object({
      statementTill: z.string().nullable(),
      closingBalance: z.number().int(),
      computedBalance: z.number().int(),
    })
    .nullable(),
  itemCount: z.number().int(),
  unlinkedCount: z.number().int(),
  version: z.number().int(),
})
export type BankAccount = z.infer<typeof BankAccount>

export const BankAccountOption = z.object({
  id: Id,
  kind: BankAccountKind,
  name: z.string(),
  bank: Bank.nullable(),
  accountNumber: z.string(),
  iban: z.string(),
  currency: InvoiceCurrency,
  isDefault: z.boolean(),
})
export type BankAccountOption = z.infer<typeof BankAccountOption>

/** Why a link settled more or less than the money that moved (issue 26). */
export const DifferenceReason = z.enum(['ROUNDING', 'BANK_FEE', 'PORTAL_COMMISSION'])
export type DifferenceReason = z.infer<typeof DifferenceReason>

/**
 * What a link settled beyond the money moved. ITEM: the item paid more than the document and the
 * difference uses the rest of it; DOCUMENT: the item paid less and the difference settles the rest.
 */
export const PaymentDifference = z.object({
  reason: DifferenceReason,
  side: z.enum(['ITEM', 'DOCUMENT']),
  /** Minor units, positive. */
  amount: z.number().int(),
})
export type PaymentDifference = z.infer<typeof PaymentDifference>

export const PaymentLink = z.object({
  id: Id,
  action: PaymentAction,
  bankItemId: Id,
  documentId: Id,
  /** The invoice's number, or the supplier invoice's own number. */
  documentNumber: z.string().nullable(),
  /** Customer or supplier name. */
  partnerName: z.string(),
  /** Minor units, always positive. */
  amount: z.number().int(),
  bookedOn: LocalDate,
  accountName: z.string(),
  createdAt: z.string(),
  /** Booked with the link: rounding, a fee or a commission; null when the amounts were equal. */
  difference: PaymentDifference.nullable().optional(),
})
export type PaymentLink = z.infer<typeof PaymentLink>

export const BankItem = z.object({
  id: Id,
  accountId: Id,
  accountName: z.string(),
  bookedOn: LocalDate,
  /** Signed minor units: positive came in, negative went out. */
  amount: z.number().int(),
  currency: z.string(),
  counterpartyAccount: z.string().nullable(),
  counterpartyName: z.string().nullable(),
  variableSymbol: z.string().nullable(),
  constantSymbol: z.string().nullable(),
  specificSymbol: z.string().nullable(),
  message: z.string().nullable(),
  kind: BankItemKind,
  source: z.enum(['FIO', 'STATEMENT', 'PAYMENT', 'CASH']),
  /** A payment order recorded here that the bank has not reported yet. */
  pending: z.boolean(),
  ignored: z.boolean(),
  /** Sum of the links, minor units, positive. */
  linkedAmount: z.number().int(),
  links: z.array(PaymentLink),
})
export type BankItem = z.infer<typeof BankItem>

export const BankItemLinkState = z.enum(['UNLINKED', 'LINKED', 'IGNORED'])

export const BankItemFilter = z.object({
  accountId: Id.optional(),
  from: LocalDate.optional(),
  till: LocalDate.optional(),
  kinds: z.array(BankItemKind).max(40).optional(),
  direction: z.enum(['IN', 'OUT']).optional(),
  state: BankItemLinkState.optional(),
  /** Absolute amount bounds, minor units. */
  amountMin: z.number().int().min(0).safe().optional(),
  amountMax: z.number().int().min(0).safe().optional(),
  variableSymbol: z
    .string()
    .trim()
    .refine((v) => /^\d{0,10}$/.test(v), withCode('invoice.variableSymbol'))
    .optional(),
  /** Part of the counterparty's name or account, the message or a symbol. */
  text: z.string().trim().max(100).optional(),
  /** Unlinked first, then newest. */
  page: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(200).default(50),
})
export type BankItemFilter = z.input<typeof BankItemFilter>

export const BankItemPage = z.object({
  items: z.array(BankItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Over every matching item (not just the page), per currency: money in, money out. */
  sums: z.array(z.object({ currency: z.string(), incoming: z.number().int(), outgoing: z.number().int() })),
  /** Differences booked with the links of the matching items, per currency and reason. */
  differences: z
    .array(
      z.object({ currency: z.string(), reason: DifferenceReason, amount: z.number().int(), count: z.number().int() }),
    )
    .default([]),
})
export type BankItemPage = z.infer<typeof BankItemPage>

/** Why a candidate was suggested: each reason adds to its score. */
export const MatchReason = z.enum([
  'VARIABLE_SYMBOL',
  'VARIABLE_SYMBOL_IN_MESSAGE',
  'AMOUNT',
  'AMOUNT_PARTIAL',
  'COUNTERPARTY_ACCOUNT',
  'COUNTERPARTY_NAME',
  'DATE',
])
export type MatchReason = z.infer<typeof MatchReason>

export const PaymentCandidate = z.object({
  item: BankItem,
  /** 0–100, higher is likelier. */
  score: z.number().int(),
  reasons: z.array(MatchReason),
  /** What linking it would record: the smaller of what is left on the item and on the document. */
  proposedAmount: z.number().int(),
})
export type PaymentCandidate = z.infer<typeof PaymentCandidate>

/** A document an item could pay, for the reconciliation view (item → documents). */
export const DocumentCandidate = z.object({
  kind: DocumentKind,
  id: Id,
  number: z.string().nullable(),
  variableSymbol: z.string(),
  partnerName: z.string(),
  issueDate: LocalDate,
  dueDate: LocalDate,
  currency: InvoiceCurrency,
  /** To pay in total and still open, minor units. */
  amount: z.number().int(),
  remaining: z.number().int(),
  score: z.number().int(),
  reasons: z.array(MatchReason),
  proposedAmount: z.number().int(),
})
export type DocumentCandidate = z.infer<typeof DocumentCandidate>

/** Where a document's payment stands after a link changed. */
export const DocumentPayment = z.object({
  kind: DocumentKind,
  id: Id,
  amount: z.number().int(),
  paidAmount: z.number().int(),
  /** Paid beyond the amount, minor units (0 when not overpaid). */
  overpaid: z.number().int(),
  links: z.array(PaymentLink),
})
export type DocumentPayment = z.infer<typeof DocumentPayment>

/** Minor units, positive; left out: as much as both the item and the document have open. */
const LinkAmount = z.number().int().min(1).safe().optional()

export const ImportResult = z.object({
  /** Items the source held, items new to us, items we already had. */
  received: z.number().int(),
  added: z.number().int(),
  duplicates: z.number().int(),
  /** Payment orders recorded here that the import found done at the bank. */
  settled: z.number().int(),
  /** Links made because variable symbol and amount matched exactly. */
  autoLinked: z.number().int(),
  statement: z
    .object({
      number: z.number().int().nullable(),
      from: z.string().nullable(),
      till: z.string().nullable(),
      openingBalance: z.number().int().nullable(),
      closingBalance: z.number().int().nullable(),
      /** Our balance at the statement's end, to compare with its closing balance. */
      computedBalance: z.number().int(),
    })
    .nullable(),
})
export type ImportResult = z.infer<typeof ImportResult>

export const listBankAccounts = endpoint({
  name: 'listBankAccounts',
  method: 'GET',
  path: '/api/{slugs}/list-bank-accounts',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Bank accounts and cash registers with balances, last sync and the statement check',
  params: SlugParams,
  response: z.array(BankAccount),
})

export const lovBankAccount = endpoint({
  name: 'lovBankAccount',
  method: 'GET',
  path: '/api/{slugs}/lov-bank-account',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Bank accounts and cash registers to choose from, the default first',
  params: SlugParams,
  response: z.array(BankAccountOption),
})

export const lovSynchronizedBankAccount = endpoint({
  name: 'lovSynchronizedBankAccount',
  method: 'GET',
  path: '/api/{slugs}/list-bank-items/lov-synchronized-bank-account',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Accounts that hold bank items (synchronised from the bank or imported from statements)',
  params: SlugParams,
  response: z.array(BankAccountOption),
})

export const listBankItems = endpoint({
  name: 'listBankItems',
  method: 'POST',
  path: '/api/{slugs}/list-bank-items',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Bank items, filtered and paged, unlinked first',
  params: SlugParams,
  body: BankItemFilter,
  response: BankItemPage,
})

export const findPayment = endpoint({
  name: 'findPayment',
  method: 'POST',
  path: '/api/{slugs}/payment/find',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Bank items that could pay an invoice or a supplier invoice, best first',
  params: SlugParams,
  body: z.object({ kind: DocumentKind, id: Id }),
  response: z.array(PaymentCandidate),
})

export const linkPaymentInvoice = endpoint({
  name: 'linkPaymentInvoice',
  method: 'POST',
  path: '/api/{slugs}/link-payment/invoice',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Link an incoming bank item to an issued invoice (PAY_INVOICE), wholly or in part',
  params: SlugParams,
  body: z.object({ bankItemId: Id, invoiceId: Id, amount: LinkAmount }),
  response: DocumentPayment,
})

export const linkPaymentExpense = endpoint({
  name: 'linkPaymentExpense',
  method: 'POST',
  path: '/api/{slugs}/link-payment/expense',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Link an outgoing bank item to a supplier invoice (PAY_EXPENSE), wholly or in part',
  params: SlugParams,
  body: z.object({ bankItemId: Id, expenseId: Id, amount: LinkAmount }),
  response: DocumentPayment,
})

export const paymentLink = endpoint({
  name: 'paymentLink',
  method: 'GET',
  path: '/api/{slugs}/payment-link',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'The payments linked to an invoice, a supplier invoice or a bank item, oldest first',
  params: SlugParams,
  query: z
    .object({ invoiceId: Id.optional(), expenseId: Id.optional(), bankItemId: Id.optional() })
    .refine((q) => [q.invoiceId, q.expenseId, q.bankItemId].filter(Boolean).length === 1, withCode('bank.linkQuery')),
  response: z.array(PaymentLink),
})

export const createPayment = endpoint({
  name: 'createPayment',
  method: 'GET',
  path: '/api/{slugs}/create-payment/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary:
    'Pay a supplier invoice from an account or cash register: records the outgoing payment (a payment order until the bank reports it) and links it',
  params: SlugIdParams,
  query: z.object({
    accountId: Id,
    /** Left out: today. */
    date: LocalDate.optional(),
    /** Left out: what is still open. */
    amount: z.coerce.number().int().min(1).safe().optional(),
  }),
  response: DocumentPayment,
})

export const saveBankAccount = endpoint({
  name: 'saveBankAccount',
  method: 'PUT',
  path: '/api/{slugs}/bank-account',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Create or update a bank account or cash register (the FIO token is stored encrypted)',
  params: SlugParams,
  body: BankAccountInput,
  response: BankAccount,
})

export const syncBankAccount = endpoint({
  name: 'syncBankAccount',
  method: 'POST',
  path: '/api/{slugs}/bank-account/{id}/sync',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Queue a FIO synchronisation of the account (a durable job; the account shows its state)',
  params: SlugIdParams,
  response: BankAccount,
})

export const importBankStatement = endpoint({
  name: 'importBankStatement',
  method: 'PUT',
  path: '/api/{slugs}/bank-account/{id}/statement',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Import a GPC (ABO) statement file, base64 in JSON: all or nothing, items already imported are skipped',
  params: SlugIdParams,
  body: z.object({
    fileName: z.string().trim().min(1).max(200),
    /** The file, base64; at most 8 MiB. */
    content: z.base64().max(12_000_000),
  }),
  response: ImportResult,
})

export const unlinkPayment = endpoint({
  name: 'unlinkPayment',
  method: 'POST',
  path: '/api/{slugs}/unlink-payment/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Remove a payment link (recorded in the audit log); the document is unpaid by that amount again',
  params: SlugIdParams,
  response: DocumentPayment,
})

export const ignoreBankItem = endpoint({
  name: 'ignoreBankItem',
  method: 'PUT',
  path: '/api/{slugs}/bank-item/{id}/ignore',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Mark a bank item as needing no document (or undo it)',
  params: SlugIdParams,
  body: z.object({ ignored: z.boolean() }),
  response: BankItem,
})

export const bankItemCandidates = endpoint({
  name: 'bankItemCandidates',
  method: 'GET',
  path: '/api/{slugs}/bank-item/{id}/candidates',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  summary: 'Invoices or supplier invoices a bank item could pay, best first (the reconciliation view)',
  params: SlugIdParams,
  response: z.array(DocumentCandidate),
})

export const createCashItem = endpoint({
  name: 'createCashItem',
  method: 'POST',
  path: '/api/{slugs}/bank-account/{id}/cash-item',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Record money put into or taken out of a cash register',
  params: SlugIdParams,
  body: z.object({
    bookedOn: LocalDate,
    /** Signed minor units: positive in, negative out. */
    amount: z
      .number()
      .int()
      .safe()
      .refine((v) => v !== 0, withCode('bank.amountZero')),
    counterpartyName: z.string().trim().max(200).default(''),
    variableSymbol: z
      .string()
      .trim()
      .refine((v) => /^\d{0,10}$/.test(v), withCode('invoice.variableSymbol'))
      .default(''),
    message: z.string().trim().max(200).default(''),
  }),
  response: BankItem,
})

export const bankEndpoints = [
  listBankAccounts,
  lovBankAccount,
  lovSynchronizedBankAccount,
  listBankItems,
  findPayment,
  linkPaymentInvoice,
  linkPaymentExpense,
  paymentLink,
  createPayment,
  saveBankAccount,
  syncBankAccount,
  importBankStatement,
  unlinkPayment,
  ignoreBankItem,
  bankItemCandidates,
  createCashItem,
] as const
