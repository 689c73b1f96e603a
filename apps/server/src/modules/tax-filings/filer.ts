import type { workspaces } from '../../db/schema/index.ts'
import { AppError, type FieldProblem } from '../../http/errors.ts'
import { type Attributes, czechDicDigits, veta } from './epo-xml.ts'

// Who files (VetaP): the company profile as the forms name it. What the portal needs and the profile
// lacks is a VALIDATION naming each missing thing, never a file the portal would refuse.

type Workspace = typeof workspaces.$inferSelect

export type TaxForm = 'DP3' | 'KH1'

/** The payer types of DPHDP3 (`typ_platce`): a payer (§ 6) or an identified person (§ 6g). */
const PAYER_TYPE = { PAYER: 'P', IDENTIFIED_PERSON: 'I' } as const

/** `typ_platce` of the return; throws unless the workspace files the form at all. */
export function payerTypeOf(workspace: Workspace, form: TaxForm): 'P' | 'I' {
  const status = workspace.vatPayerStatus
  // only a payer files a control statement (§ 101c ZDPH); an identified person files some returns
  if (status === 'PAYER') return PAYER_TYPE.PAYER
  if (status === 'IDENTIFIED_PERSON' && form === 'DP3') return PAYER_TYPE.IDENTIFIED_PERSON
  throw new AppError('VALIDATION', {
    problems: [{ code: form === 'DP3' ? 'taxFilings.notVatPayer' : 'taxFilings.controlStatementPayerOnly' }],
  })
}

/** Every problem with the profile at once, so that one visit to the company settings mends them all. */
function missing(workspace: Workspace): FieldProblem[] {
  const problems: FieldProblem[] = []
  if (czechDicDigits(workspace.dic) === null) problems.push({ code: 'taxFilings.dicMissing' })
  if (!/^\d{3}$/.test(workspace.taxOffice)) problems.push({ code: 'taxFilings.taxOfficeMissing' })
  if (!/^\d{4}$/.test(workspace.taxOfficeWorkplace)) problems.push({ code: 'taxFilings.workplaceMissing' })
  if (workspace.taxFilerType === '') problems.push({ code: 'taxFilings.filerTypeMissing' })
  if (workspace.taxFilerType === 'NATURAL_PERSON' && (!workspace.taxFilerFirstName || !workspace.taxFilerLastName))
    problems.push({ code: 'taxFilings.filerNameMissing' })
  return problems
}

/** A text attribute the schema limits to `max` characters: left out rather than cut or refused. */
const upTo = (value: string, max: number) => (value && value.length <= max ? value : undefined)

/** `Horní náměstí 12/3` → street, house number (`c_pop`, digits) and orientation number (`c_orient`). */
export function splitStreet(street: string): { ulice?: string; c_pop?: string; c_orient?: string } {
  const match = /^(.*\S)\s+(\d{1,6})(?:\/(\w{1,4}))?$/.exec(street.trim())
  if (!match) return { ulice: upTo(street.trim(), 38) }
  return { ulice: upTo(match[1] ?? '', 38), c_pop: match[2], c_orient: match[3] }
}

/** The filer's sentence (VetaP), the same in both forms; throws VALIDATION naming what to fill in. */
export function vetaP(workspace: Workspace): string {
  const problems = missing(workspace)
  if (problems.length > 0) throw new AppError('VALIDATION', { problems })
  const natural = workspace.taxFilerType === 'NATURAL_PERSON'
  const attributes: Attributes = {
    c_ufo: workspace.taxOffice,
    c_pracufo: workspace.taxOfficeWorkplace,
    dic: czechDicDigits(workspace.dic) ?? '',
    typ_ds: natural ? 'F' : 'P',
    ...(natural
      ? { jmeno: workspace.taxFilerFirstName, prijmeni: workspace.taxFilerLastName }
      : { zkrobchjm: upTo(workspace.name, 255) }),
    ...splitStreet(workspace.street),
    naz_obce: upTo(workspace.city, 48),
    psc: upTo(workspace.postcode.replaceAll(' ', ''), 10),
    stat: workspace.country === 'CZ' ? 'ČESKÁ REPUBLIKA' : undefined,
    email: upTo(workspace.email, 255),
    c_telef: upTo(workspace.phone.replaceAll(' ', ''), 14),
  }
  return veta('VetaP', attributes)
}
