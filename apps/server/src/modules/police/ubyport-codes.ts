import type { PoliceReason } from '@innkeep/contract'
import type { Language } from '../../i18n/language.ts'
import { isMessageCode, translate } from '../../i18n/messages.ts'

// What the police's error numbers mean for a guest. The service's own code book (DejMiCiselnik
// Chyby) gives each number a text and a severity; the published technical description (Příloha č. 5,
// 2019) shows 112 "Oznámeno pozdě" with severity 0, "INFORMACE … procedura pracuje dále" (the record
// is kept), and 106 on a document number shorter than 4 characters. The police's developer FAQ says
// header numbers (ChybyHlavicky) are informative except for the mandatory IDUB and abbreviation.
// The other texts below come from an unofficial connector's table: UNVERIFIED against the code book.

/** Numbers that are notices: the record is kept. */
const NOTICES = new Set([112])
/** The police hold this record already (a duplicate): nothing more to send. UNVERIFIED. */
export const DUPLICATE = 150
/** Header numbers that refuse the whole list (facility not the account's). UNVERIFIED. */
const REFUSING_HEADER = new Set([13])

export const KNOWN_HEADER = [5, 6, 7, 8, 9, 10, 11, 12, 13] as const
export const KNOWN_RECORD = [101, 102, 103, 106, 108, 112, 150] as const

export type Verdict = 'ACCEPTED' | 'REFUSED'

/** A guest's fate from the list's header numbers and their own record numbers. */
export function verdictOf(headerErrors: readonly number[], recordErrors: readonly number[]): Verdict {
  if (headerErrors.some((code) => REFUSING_HEADER.has(code))) return 'REFUSED'
  if (recordErrors.includes(DUPLICATE)) return 'ACCEPTED'
  return recordErrors.every((code) => NOTICES.has(code)) ? 'ACCEPTED' : 'REFUSED'
}

export interface StoredCodes {
  header: number[]
  record: number[]
}

/** The numbers in the reader's language, each with whether it refused the guest. */
export function reasonsOf(language: Language, codes: StoredCodes | null): PoliceReason[] {
  if (!codes) return []
  const reason = (scope: PoliceReason['scope'], code: number): PoliceReason => {
    const key = `ubyport.${scope === 'HEADER' ? 'header' : 'record'}.${code}`
    const refusing = scope === 'HEADER' ? REFUSING_HEADER.has(code) : !NOTICES.has(code) && code !== DUPLICATE
    const text = isMessageCode(key) ? translate(language, key) : translate(language, 'ubyport.unknownCode', { code })
    return { code: String(code), scope, refusing, text }
  }
  return [...codes.header.map((c) => reason('HEADER', c)), ...codes.record.map((c) => reason('RECORD', c))]
}
