import type { Company, CompanyValues } from '@innkeep/contract'
import type { workspaces } from '../../db/schema/index.ts'
import type { WorkspaceRow } from './access.queries.ts'

export function toCompany(row: WorkspaceRow): Company {
  return {
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    ico: row.ico,
    dic: row.dic,
    vatPayerStatus: row.vatPayerStatus,
    address: { street: row.street, city: row.city, postcode: row.postcode, country: row.country },
    email: row.email,
    phone: row.phone,
    web: row.web,
    registerEntry: row.registerEntry,
    taxOffice: row.taxOffice,
    taxOfficeWorkplace: row.taxOfficeWorkplace,
    taxFilerType: row.taxFilerType,
    taxFilerFirstName: row.taxFilerFirstName,
    taxFilerLastName: row.taxFilerLastName,
    timeZone: row.timeZone,
    currency: row.currency,
    version: row.version,
  }
}

/** Column values of a company profile; an ICO is stored left-padded to 8 digits. */
export function companyColumns(input: CompanyValues): Partial<typeof workspaces.$inferInsert> {
  return {
    name: input.name,
    ico: input.ico ? input.ico.padStart(8, '0') : '',
    dic: input.dic,
    vatPayerStatus: input.vatPayerStatus,
    street: input.address.street,
    city: input.address.city,
    postcode: input.address.postcode,
    country: input.address.country.toUpperCase(),
    email: input.email,
    phone: input.phone,
    web: input.web,
    registerEntry: input.registerEntry,
    taxOffice: input.taxOffice,
    taxOfficeWorkplace: input.taxOfficeWorkplace,
    taxFilerType: input.taxFilerType,
    taxFilerFirstName: input.taxFilerFirstName,
    taxFilerLastName: input.taxFilerLastName,
    timeZone: input.timeZone,
  }
}
