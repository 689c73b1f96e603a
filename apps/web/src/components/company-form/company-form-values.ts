import type { Company, TaxFilerType, VatPayerStatus } from '@innkeep/contract'

/** The company profile as a form holds it: every field a string, '' when not filled in. */
export interface CompanyFormValues {
  name: string
  ico: string
  dic: string
  vatPayerStatus: VatPayerStatus
  address: { street: string; city: string; postcode: string; country: string }
  email: string
  phone: string
  web: string
  /** The entry in the commercial or trade register, as documents print it. */
  registerEntry: string
  /** What the VAT return's header names (tax-filing-fields.tsx). */
  taxOffice: string
  taxOfficeWorkplace: string
  taxFilerType: TaxFilerType
  taxFilerFirstName: string
  taxFilerLastName: string
  timeZone: string
}

export function emptyCompany(): CompanyFormValues {
  return {
    name: '',
    ico: '',
    dic: '',
    vatPayerStatus: 'NO',
    address: { street: '', city: '', postcode: '', country: 'CZ' },
    email: '',
    phone: '',
    web: '',
    registerEntry: '',
    taxOffice: '',
    taxOfficeWorkplace: '',
    taxFilerType: '',
    taxFilerFirstName: '',
    taxFilerLastName: '',
    timeZone: 'Europe/Prague',
  }
}

export function companyToForm(company: Company): CompanyFormValues {
  return {
    name: company.name,
    ico: company.ico,
    dic: company.dic,
    vatPayerStatus: company.vatPayerStatus,
    address: { ...company.address },
    email: company.email,
    phone: company.phone,
    web: company.web,
    registerEntry: company.registerEntry,
    taxOffice: company.taxOffice,
    taxOfficeWorkplace: company.taxOfficeWorkplace,
    taxFilerType: company.taxFilerType,
    taxFilerFirstName: company.taxFilerFirstName,
    taxFilerLastName: company.taxFilerLastName,
    timeZone: company.timeZone,
  }
}
