import { z } from 'zod'
import { Id, Instant, LocalDate, SlugIdParams, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'

// The police report of foreign guests through Ubyport's web service (docs/police.md): the account,
// and each guest's report with the police's answer. The UNL file (police.ts) stays beside it.

/** TEST: the police's test service (answers, keeps nothing); PRODUCTION: the real report. */
export const UbyportEndpoint = z.enum(['TEST', 'PRODUCTION'])
export type UbyportEndpoint = z.infer<typeof UbyportEndpoint>

export const UbyportAccountInput = z.object({
  /** The web-service user name the police issued (not the web-form login), e.g. `ws_10016201258899`. */
  username: z.string().trim().min(1).max(100),
  /** Required the first time; leave out to keep the stored one. */
  password: z.string().min(1).max(200).optional(),
  endpoint: UbyportEndpoint,
})
export type UbyportAccountInput = z.input<typeof UbyportAccountInput>

/** The account as the app shows it: never the password. */
export const UbyportAccount = z.object({
  configured: z.boolean(),
  username: z.string().nullable(),
  endpoint: UbyportEndpoint.nullable(),
  updatedAt: Instant.nullable(),
  /** The last "test connection" that reached the service. */
  checkedAt: Instant.nullable(),
})
export type UbyportAccount = z.infer<typeof UbyportAccount>

/**
 * A guest's report: PENDING not answered yet (waiting for data while `missing` lists gaps), ACCEPTED
 * the police keep it (never sent again), REFUSED the police refused it (sent again once corrected, or
 * on "send again"), FAILED not delivered (outage: retried at `nextAttemptAt`; account: fix it).
 */
export const PoliceReportState = z.enum(['PENDING', 'ACCEPTED', 'REFUSED', 'FAILED'])
export type PoliceReportState = z.infer<typeof PoliceReportState>

/** Why a report could not be delivered, worded by the app. */
export const UbyportProblem = z.enum([
  'UBYPORT_UNAUTHORIZED',
  'UBYPORT_UNAVAILABLE',
  'UBYPORT_NOT_CONNECTED',
  'UBYPORT_NOT_CONFIGURED',
  'UBYPORT_CREDENTIALS_UNREADABLE',
])
export type UbyportProblem = z.infer<typeof UbyportProblem>

/** One number of the police's answer, in words; `refusing` false for a notice (the record is kept). */
export const PoliceReason = z.object({
  code: z.string(),
  /** HEADER: about the facility's data; RECORD: about the guest's. */
  scope: z.enum(['HEADER', 'RECORD']),
  refusing: z.boolean(),
  text: z.string(),
})
export type PoliceReason = z.infer<typeof PoliceReason>

export const PoliceReport = z.object({
  guestId: Id,
  reservationId: Id,
  reservationCode: z.string(),
  resourceName: z.string(),
  since: LocalDate,
  till: LocalDate,
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  state: PoliceReportState,
  /** What the guest's entry lacks before it can be sent (the police-check gaps). */
  missing: z.array(z.string()),
  reasons: z.array(PoliceReason),
  problem: UbyportProblem.nullable(),
  /** The problem in words, with the service's own when it gave any. */
  problemText: z.string().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: Instant.nullable(),
  nextAttemptAt: Instant.nullable(),
  acceptedAt: Instant.nullable(),
})
export type PoliceReport = z.infer<typeof PoliceReport>

export const PoliceReportsQuery = z.object({
  reservationId: Id.optional(),
  state: PoliceReportState.optional(),
})

export const PoliceReports = z.object({
  /** Whether a web-service account is set: without one nothing is sent. */
  connected: z.boolean(),
  counts: z.record(PoliceReportState, z.number().int()),
  items: z.array(PoliceReport),
})
export type PoliceReports = z.infer<typeof PoliceReports>

export const getUbyportAccount = endpoint({
  name: 'getUbyportAccount',
  method: 'GET',
  path: '/api/{slugs}/ubyport-account',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: "The host's Ubyport web-service account (user name, endpoint); never the password",
  params: SlugParams,
  response: UbyportAccount,
})

export const saveUbyportAccount = endpoint({
  name: 'saveUbyportAccount',
  method: 'PUT',
  path: '/api/{slugs}/ubyport-account',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary:
    'Set the Ubyport web-service account (password stored sealed); reports waiting on the account are queued again',
  params: SlugParams,
  body: UbyportAccountInput,
  response: UbyportAccount,
})

export const deleteUbyportAccount = endpoint({
  name: 'deleteUbyportAccount',
  method: 'DELETE',
  path: '/api/{slugs}/ubyport-account',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Forget the Ubyport web-service account: nothing more is sent (the UNL export stays)',
  params: SlugParams,
  response: UbyportAccount,
})

export const testUbyportAccount = endpoint({
  name: 'testUbyportAccount',
  method: 'POST',
  path: '/api/{slugs}/ubyport-account/test',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  addition: true,
  summary:
    'TestDostupnosti with the stored account now; VALIDATION ubyport.unauthorized (NTLM refused) or ubyport.unavailable',
  params: SlugParams,
  response: z.object({ available: z.boolean(), maxGuests: z.number().int(), account: UbyportAccount }),
})

export const policeReports = endpoint({
  name: 'policeReports',
  method: 'GET',
  path: '/api/{slugs}/police-reports',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary:
    "Foreign guests' reports through the Ubyport web service, newest stays first (at most 200), with the police's answers",
  params: SlugParams,
  query: PoliceReportsQuery,
  response: PoliceReports,
})

export const resendPoliceReport = endpoint({
  name: 'resendPoliceReport',
  method: 'POST',
  path: '/api/{slugs}/police-reports/{id}/resend',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  addition: true,
  summary:
    "Send a refused or failed guest's report again now (id: the guest); VALIDATION when it is accepted or pending",
  params: SlugIdParams,
  response: PoliceReport,
})

export const policeReportEndpoints = [
  getUbyportAccount,
  saveUbyportAccount,
  deleteUbyportAccount,
  testUbyportAccount,
  policeReports,
  resendPoliceReport,
] as const
