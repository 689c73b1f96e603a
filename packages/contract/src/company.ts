import { z } from 'zod'
import { SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { VatPayerStatus, WorkspaceKind } from './enums.ts'
import { isValidIco } from './ico.ts'

// The company profile of a workspace and the ARES lookup that fills it in.

export const Address = z.object({
  street: z.string().trim().max(120).default(''),
  city: z.string().trim().max(120).default(''),
  postcode: z.string().trim().max(20).default(''),
  country: z.string().trim().length(2).default('CZ'),
})
export type Address = z.infer<typeof Address>

/** A custom issue names its message code; server and web translate it. */

// Optional fields: '' means not filled in; anything else must be well-formed.
export const Ico = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || /^\d{1,8}$/.test(v), withCode('ico.format'))
  .refine((v) => !/^\d{1,8}$/.test(v) || isValidIco(v), withCode('ico.checksum'))
export const Dic = z
  .string()
  .trim()
  .max(20)
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z]{2}\d{8,10}$/.test(v), withCode('dic.format'))
export const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, withCode('validation.email'))

/** The financial office the VAT return goes to (EPO `c_ufo`): 3 digits, e.g. 451 for Prague. */
export const TaxOfficeCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{3}$/.test(v), withCode('taxOffice.code'))
/** Its territorial workplace that keeps the file (EPO `c_pracufo`): 4 digits, e.g. 2001. */
export const TaxOfficeWorkplace = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}$/.test(v), withCode('taxOffice.workplace'))
/** Who files the tax returns (EPO `typ_ds`): a company, or a sole trader under their own name; '' not said. */
export const TaxFilerType = z.enum(['', 'LEGAL_PERSON', 'NATURAL_PERSON'])
export type TaxFilerType = z.infer<typeof TaxFilerType>

export const CompanyInput = z.object({
  name: z.string().trim().min(2).max(200),
  ico: Ico.default(''),
  dic: Dic.default(''),
  vatPayerStatus: VatPayerStatus.default('NO'),
  address: Address.default({ street: '', city: '', postcode: '', country: 'CZ' }),
  email: OptionalEmail.default(''),
  phone: z.string().trim().max(40).default(''),
  web: z.string().trim().max(200).default(''),
  /**
   * Where the company is registered, as its documents must say (§ 435 občanského zákoníku), e.g.
   * "zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 12345", or for a
   * sole trader "zapsaný v živnostenském rejstříku".
   */
  registerEntry: z.string().trim().max(300).default(''),
  /** What the VAT return and the control statement name in their header (docs/exports.md). */
  taxOffice: TaxOfficeCode.default(''),
  taxOfficeWorkplace: TaxOfficeWorkplace.default(''),
  taxFilerType: TaxFilerType.default(''),
  /** A natural person files under their own name (EPO allows 30 and 36 characters). */
  taxFilerFirstName: z.string().trim().max(30).default(''),
  taxFilerLastName: z.string().trim().max(36).default(''),
  timeZone: z
    .string()
    .trim()
    .max(60)
    .refine((v) => Intl.supportedValuesOf('timeZone').includes(v) || v === 'UTC', withCode('validation.timeZone'))
    .default('Europe/Prague'),
})
export type CompanyInput = z.input<typeof CompanyInput>
export type CompanyValues = z.output<typeof CompanyInput>

export const Company = z.object({
  slug: z.string(),
  kind: WorkspaceKind,
  name: z.string(),
  ico: z.string(),
  dic: z.string(),
  vatPayerStatus: VatPayerStatus,
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
  email: z.string(),
  phone: z.string(),
  web: z.string(),
  registerEntry: z.string(),
  taxOffice: z.string(),
  taxOfficeWorkplace: z.string(),
  taxFilerType: TaxFilerType,
  taxFilerFirstName: z.string(),
  taxFilerLastName: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  version: z.number().int(),
})
export type Company = z.infer<typeof Company>

export const AresCompany = z.object({
  ico: z.string(),
  name: z.string(),
  dic: z.string().nullable(),
  vatPayer: z.boolean(),
  legalForm: z.string().nullable(),
  address: Address,
  textAddress: z.string().nullable(),
  ceasedOn: z.string().nullable(),
})
export type AresCompany = z.infer<typeof AresCompany>

export const ares = endpoint({
  name: 'ares',
  method: 'GET',
  path: '/api/ares',
  access: 'user',
  status: 'ready',
  summary: 'Look up a company in the Czech register (ARES) by ICO',
  query: z.object({ ico: z.string().trim().max(20) }),
  response: AresCompany,
})

export const getCompanyRegistration = endpoint({
  name: 'getCompanyRegistration',
  method: 'GET',
  path: '/api/{slugs}/get-company-registration',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: 'The company profile of the workspace',
  params: SlugParams,
  response: Company,
})

export const changeCompany = endpoint({
  name: 'changeCompany',
  method: 'PUT',
  path: '/api/{slugs}/change-company',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  summary: 'Change the company profile (optimistic version)',
  params: SlugParams,
  body: CompanyInput.extend({ version: Version }),
  response: Company,
})

export const companyEndpoints = [ares, getCompanyRegistration, changeCompany] as const
