import { z } from 'zod'
import { LocalDate, SlugParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { policeReportEndpoints } from './police-reports.ts'

// The police report of foreign guests (Ubyport) and the guest register (issue 4).

const Text = (max: number) => z.string().trim().max(max)

export const UbyportSettings = z.object({
  /**
   * The facility's id at Ubyport (IDUB): 12–14 letters or digits, e.g. `10016201258899` (the police's
   * UNL description); it also names every UNL file.
   */
  ubyportId: z
    .string()
    .trim()
    .refine((id) => /^[A-Za-z0-9]{12,14}$/.test(id), withCode('ubyport.idFormat')),
  /** The abbreviation Ubyport registered (up to 5 characters). */
  abbreviation: Text(5).min(1),
  name: Text(100).min(1),
  contact: Text(100).default(''),
  district: Text(50).default(''),
  municipality: Text(50).min(1),
  part: Text(50).default(''),
  street: Text(50).default(''),
  houseNumber: Text(10).default(''),
  orientationNumber: Text(10).default(''),
  postcode: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{5}$/)),
  /** Purpose of stay reported for every guest (two digits, from Ubyport's list). */
  purposeCode: z
    .string()
    .trim()
    .regex(/^\d{2}$/)
    .default('10'),
})
export type UbyportSettings = z.input<typeof UbyportSettings>

const UbyportSettingsView = z.object({
  ubyportId: z.string(),
  abbreviation: z.string(),
  name: z.string(),
  contact: z.string(),
  district: z.string(),
  municipality: z.string(),
  part: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  orientationNumber: z.string(),
  postcode: z.string(),
  purposeCode: z.string(),
})

export const getUbyportSettings = endpoint({
  name: 'getUbyportSettings',
  method: 'GET',
  path: '/api/{slugs}/ubyport-settings',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: "The host's Ubyport registration (null until set)",
  params: SlugParams,
  response: UbyportSettingsView.nullable(),
})

export const saveUbyportSettings = endpoint({
  name: 'saveUbyportSettings',
  method: 'PUT',
  path: '/api/{slugs}/ubyport-settings',
  access: 'staff',
  permission: 'pricelist.write',
  status: 'ready',
  addition: true,
  summary: "Set the host's Ubyport registration",
  params: SlugParams,
  body: UbyportSettings,
  response: UbyportSettingsView,
})

const Period = z.object({ from: LocalDate, till: LocalDate })

export const ubyportExport = endpoint({
  name: 'ubyportExport',
  method: 'GET',
  path: '/api/{slugs}/ubyport-export',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary:
    'UNL files (windows-1250, at most 99 guests each, base64) of foreign guests of stays in [from, till); the stays are marked reported. VALIDATION (ubyport.incompleteGuests, with the count) while a guest is incomplete (ubyportIncompleteGuests lists them)',
  params: SlugParams,
  query: Period,
  response: z.object({
    guests: z.number().int(),
    files: z.array(z.object({ name: z.string(), guests: z.number().int(), contentBase64: z.string() })),
  }),
})

/**
 * What a guest's entry lacks for the police report: no nationality (whether to report them is
 * unknown), one not on the list, and of a foreigner the birth date, document and address abroad.
 */
export const PoliceGap = z.enum([
  'NATIONALITY',
  'UNKNOWN_NATIONALITY',
  'BIRTH_DATE',
  'DOCUMENT_TYPE',
  'DOCUMENT_NUMBER',
  'ADDRESS',
])
export type PoliceGap = z.infer<typeof PoliceGap>

/** A guest of the period the Ubyport file cannot take yet, with where to fix them. */
export const IncompleteGuest = z.object({
  reservationId: z.string(),
  reservationCode: z.string(),
  resourceName: z.string(),
  since: z.string(),
  till: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  missing: z.array(PoliceGap),
})
export type IncompleteGuest = z.infer<typeof IncompleteGuest>

/** The check before the export. */
export const IncompleteGuests = z.object({
  /** Guests of the period who go to the police (a known nationality other than Czech). */
  foreignGuests: z.number().int(),
  incomplete: z.array(IncompleteGuest),
})
export type IncompleteGuests = z.infer<typeof IncompleteGuests>

export const ubyportIncompleteGuests = endpoint({
  name: 'ubyportIncompleteGuests',
  method: 'GET',
  path: '/api/{slugs}/ubyport-export/incomplete-guests',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'Before the Ubyport export of [from, till): the guests whose entries the police report cannot take yet',
  params: SlugParams,
  query: Period,
  response: IncompleteGuests,
})

export const RegisterEntry = z.object({
  reservationCode: z.string(),
  resourceName: z.string(),
  since: z.string(),
  till: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  address: z.string(),
  documentType: z.string().nullable(),
  documentNumber: z.string(),
  visaNumber: z.string(),
  ageCategory: z.string(),
})

export const guestRegister = endpoint({
  name: 'guestRegister',
  method: 'GET',
  path: '/api/{slugs}/guest-register',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'The guest register (evidenční kniha): every guest of the stays overlapping [from, till)',
  params: SlugParams,
  query: Period,
  response: z.object({ entries: z.array(RegisterEntry), staysWithoutGuests: z.array(z.string()) }),
})

export const guestRegisterPdf = endpoint({
  name: 'guestRegisterPdf',
  method: 'GET',
  path: '/api/{slugs}/guest-register/pdf',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'The guest register of [from, till) as a PDF (application/pdf)',
  params: SlugParams,
  query: Period,
  response: z.unknown(),
})

export const LocalFeeMonth = z.object({
  month: z.number().int(),
  /** Person-nights charged and the fee, per guest category (exempt categories count nights at 0). */
  categories: z.array(z.object({ category: z.string(), personNights: z.number().int(), amount: z.number().int() })),
  total: z.number().int(),
})

export const localFeeReport = endpoint({
  name: 'localFeeReport',
  method: 'GET',
  path: '/api/{slugs}/local-fee-report/{year}',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  summary: 'The local accommodation fee of a year per month and guest category, for the town hall',
  params: SlugParams.extend({ year: z.coerce.number().int().min(2000).max(2100) }),
  response: z.object({
    year: z.number().int(),
    currency: z.string(),
    months: z.array(LocalFeeMonth),
    total: z.number().int(),
  }),
})

export const policeEndpoints = [
  getUbyportSettings,
  saveUbyportSettings,
  ubyportExport,
  ubyportIncompleteGuests,
  guestRegister,
  guestRegisterPdf,
  localFeeReport,
  ...policeReportEndpoints,
] as const
