import { z } from 'zod'

// Every enumeration of the product spec §3, verbatim.

export const ExpenseOrInvoiceKind = z.enum(['EXPENSE', 'INVOICE'])
export const PaymentAction = z.enum(['PAY_EXPENSE', 'PAY_INVOICE'])
export const BankItemKind = z.enum([
  'IN_BANK_IN',
  'IN_BANK_OUT',
  'CASHIER_IN',
  'CASHIER_OUT',
  'CASH_IN',
  'CASH_OUT',
  'PAYMENT',
  'INCOME',
  'CASHLESS_PAYMENT',
  'CASHLESS_INCOME',
  'CARD_PAYMENT',
  'LOAN_INTEREST',
  'PENALTY_FEE',
  'DELIVERY_OUT',
  'DELIVERY_INCOME',
  'IN_ACCOUNT',
  'ACCOUNTED_INTEREST',
  'ACCOUNTED_PAYED_INTEREST',
  'INTEREST_TAX',
  'LISTED_INTEREST',
  'FEE',
  'LISTED_FEE',
  'OWN_ACCOUNTS_OUT',
  'OWN_ACCOUNTS_IN',
  'UNKNOWN_OUT',
  'UNKNOWN_IN',
  'OWN_TRANSFER_OUT',
  'OWN_TRANSFER_IN',
  'OWN_CASHIER_OUT',
  'OWN_CASHIER_IN',
  'PAYMENT_FIX',
  'INCOME_FEE',
  'FX_PAYMENT',
  'CARD_FEE',
  'DIRECT_DEBIT',
  'DIRECT_DEBIT_ACCOUNT',
  'DIRECT_DEBIT_OUT',
  'DIRECT_DEBIT_IN',
  'INSTANT_IN',
  'INSTANT_OUT',
])
export const DocumentType = z.enum([
  'SUPPLIER_INVOICE',
  'ISSUED_INVOICE',
  'ISSUED_PROFORMA',
  'RECEIVED_PAYMENT_INVOICE',
  'EU_INVOICE',
])
export const InvoiceType = z.enum([
  'REGULAR_INVOICE',
  'PROFORMA',
  'RECEIVED_PAYMENT_INVOICE',
  'EU_INVOICE',
  // opravný daňový doklad (§ 42–45 ZDPH): corrects an issued tax document, by its own number series
  'CREDIT_NOTE',
  'DEBIT_NOTE',
])
export const PriceItemCategory = z.enum(['BEV_REGULAR', 'BEV_BEER', 'BEV_NONALCOHOLIC_BEER', 'FOOD_REGULAR'])
export const GuestAgeCategory = z.enum(['ADULT', 'CHILD', 'ZTP', 'OVER60', 'WORK'])
export const IdentityDocumentType = z.enum(['OP', 'PAS', 'PPPU', 'KARTAEU', 'PPP', 'PPPPC', 'PPTP', 'PZUMO', 'PZPDO'])
export const Validity = z.enum(['VALID', 'CANCELED'])
export const Bank = z.enum(['FIO', 'CSOB'])
export const PaymentMethod = z.enum(['bank', 'cash', 'code', 'paypal', 'card'])
export const WorkspaceKind = z.enum(['WORKSPACE', 'GENERAL'])
export const PriceUnit = z.enum(['PER_DAY', 'PER_NIGHT'])
export const VehicleType = z.enum(['MOTORHOME', 'CARAVAN'])
export const ResourceKind = z.enum(['PENSIONROOM', 'MOTORHOME', 'RESTAURANT'])
export const BedType = z.enum(['TWINBED', 'SINGLEBED'])
export const BathroomType = z.enum(['BATH', 'SHOWER'])
export const VatComputation = z.enum(['FROM_BASE', 'FROM_TOTAL'])
export const VatPayerStatus = z.enum(['NO', 'PAYER', 'IDENTIFIED_PERSON'])
export const Fuel = z.enum(['DIESEL', 'PETROL'])
export const Gearbox = z.enum(['MANUAL', 'AUTOMAT'])
export type VehicleType = z.infer<typeof VehicleType>
export type Fuel = z.infer<typeof Fuel>
export type Gearbox = z.infer<typeof Gearbox>
export const LoginState = z.enum(['NOT_LOGGED', 'NO_IDENTITY', 'FULL_IDENTITY'])
export const MessageScope = z.enum(['FIELD', 'COMPONENT', 'GLOBAL'])
export const MessageSeverity = z.enum(['ERROR', 'VALIDATION', 'CONFLICT'])

export type WorkspaceKind = z.infer<typeof WorkspaceKind>
export type VatPayerStatus = z.infer<typeof VatPayerStatus>
export type PaymentMethod = z.infer<typeof PaymentMethod>
export type LoginState = z.infer<typeof LoginState>
export type MessageScope = z.infer<typeof MessageScope>
export type MessageSeverity = z.infer<typeof MessageSeverity>

/** A VAT rate a line, a charge or a price-list item names (Czech rates since 2024; vat-rates.ts dates them). */
export const VatRate = z.union([z.literal(0), z.literal(12), z.literal(21)])

/** The languages of guests' pages and e-mails (issue 29): the staff app speaks cs and en only. */
export const GuestLanguage = z.enum(['cs', 'en', 'de'])
export type GuestLanguage = z.infer<typeof GuestLanguage>
