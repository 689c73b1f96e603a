import {
  BirthDate,
  type Guest,
  GuestAgeCategory,
  GuestInput,
  IdentityDocumentType,
  isCountryCode,
  type Message,
  requireForeignersDocument,
} from '@innkeep/contract'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { formatDate } from '../../i18n/format.ts'
import type { GuestLanguage } from '../../i18n/instance.ts'
import { type LocalDate, parseTypedDate, todayIn } from '../../lib/local-date.ts'

type Category = z.infer<typeof GuestAgeCategory>

/** One guest as the form holds it (staff editor and guest check-in alike): text as typed, '' for what is not filled in. */
export interface GuestCard {
  /** A saved guest's id: the server keeps its register entry. */
  id?: string
  firstName: string
  lastName: string
  /** As typed: `12.3.1985`, `12. 3. 1985`, `1985-03-12`, `12 Mar 1985`. */
  birthDate: string
  /** ISO alpha-3 from the list, or ''. */
  nationality: string
  address: string
  documentType: string
  documentNumber: string
  /** Only for guests who needed a visa to enter. */
  visaNumber: string
  ageCategory: Category
}

export interface GuestCards {
  guests: GuestCard[]
}

export function emptyCard(ageCategory: Category = 'ADULT'): GuestCard {
  return {
    firstName: '',
    lastName: '',
    birthDate: '',
    nationality: '',
    address: '',
    documentType: '',
    documentNumber: '',
    visaNumber: '',
    ageCategory,
  }
}

/** A card nobody has typed into (its category is preset, so it does not count): skipped on save. */
export function isBlankCard(card: unknown): boolean {
  if (!card || typeof card !== 'object') return true
  const c = card as Partial<GuestCard>
  return [
    c.firstName,
    c.lastName,
    c.birthDate,
    c.nationality,
    c.address,
    c.documentType,
    c.documentNumber,
    c.visaNumber,
  ].every((v) => (v ?? '').trim() === '')
}

/** A typed birth date → `YYYY-MM-DD`; null when the text is not a real day. */
export function parseBirthDate(text: string, today: LocalDate = todayIn()): LocalDate | null {
  return parseTypedDate(text, Number(today.slice(0, 4)))
}

// written like a date (digits and dots, slashes or dashes), so a null parse means a day that does not exist
const DATE_LIKE = /^(\d{1,2}\s*[./]\s*\d{1,2}\s*[./]\s*\d{4}|\d{4}-\d{2}-\d{2})$/

export function guestToCard(guest: Guest, language: GuestLanguage): GuestCard {
  return {
    id: guest.id,
    firstName: guest.firstName,
    lastName: guest.lastName,
    birthDate: guest.birthDate ? formatDate(guest.birthDate, language) : '',
    nationality: guest.nationality ?? '',
    address: guest.address,
    documentType: guest.documentType ?? '',
    documentNumber: guest.documentNumber,
    visaNumber: guest.visaNumber,
    ageCategory: guest.ageCategory,
  }
}

/**
 * The cards the guest's page opens with: the saved guests, or, before the first save, one empty card
 * per guest of the booking with its category (2 adults and a child → 3 cards).
 */
export function initialCards(
  saved: readonly Guest[],
  counts: Readonly<Record<string, number>>,
  language: GuestLanguage,
): GuestCards {
  if (saved.length > 0) return { guests: saved.map((g) => guestToCard(g, language)) }
  const cards = GuestAgeCategory.options.flatMap((category) =>
    Array.from({ length: Math.min(counts[category] ?? 0, 20) }, () => emptyCard(category)),
  )
  return { guests: cards.length > 0 ? cards : [emptyCard()] }
}

/**
 * The rules of one filled-in card: the contract's (guest-data.ts: the list of countries, 1900 until
 * today, a foreigner's document), read from the text as typed. Contract rules carry their message
 * code, which the form's resolver translates (`messages.guest.*`). A refused date or country lets the
 * document rule run too (`continue`), so one save shows every problem.
 */
export function cardSchema(t: TFunction, today: LocalDate = todayIn()) {
  return z
    .object({
      id: z.string().optional(),
      firstName: GuestInput.shape.firstName,
      lastName: GuestInput.shape.lastName,
      birthDate: z.string().transform((text, ctx): LocalDate | null => {
        if (text.trim() === '') return null
        const date = parseBirthDate(text, today)
        if (date === null) {
          const key = DATE_LIKE.test(text.trim()) ? 'guest.form.birthDateInvalid' : 'guest.form.birthDateFormat'
          ctx.addIssue({ code: 'custom', message: t(key), continue: true })
          return z.NEVER
        }
        if (date > today) {
          ctx.addIssue({ code: 'custom', message: t('guest.form.birthDateFuture'), continue: true })
          return z.NEVER
        }
        const checked = BirthDate.safeParse(date)
        if (!checked.success) {
          for (const issue of checked.error.issues)
            ctx.addIssue({ code: 'custom', message: issue.message, continue: true })
          return z.NEVER
        }
        return date
      }),
      nationality: z.string().transform((text, ctx): string | null => {
        const code = text.trim().toUpperCase()
        if (code === '') return null
        if (!isCountryCode(code)) {
          ctx.addIssue({ code: 'custom', message: 'guest.unknownCountry', continue: true })
          return z.NEVER
        }
        return code
      }),
      address: GuestInput.shape.address,
      documentType: z.string().transform((v) => (v === '' ? null : IdentityDocumentType.parse(v))),
      documentNumber: GuestInput.shape.documentNumber,
      visaNumber: GuestInput.shape.visaNumber,
      ageCategory: GuestAgeCategory,
    })
    .superRefine(requireForeignersDocument)
}

export type CardOutput = z.output<ReturnType<typeof cardSchema>>

/** The whole form: blank cards pass (and are left out on save), the others follow `cardSchema`. */
export function cardsSchema(t: TFunction, today: LocalDate = todayIn()) {
  return z.object({
    guests: z.array(z.preprocess((card) => (isBlankCard(card) ? undefined : card), cardSchema(t, today).optional())),
  })
}

/**
 * What the server gets: the filled-in cards as `GuestInput`, and for each the card it came from, so
 * a message about `guests.1.nationality` lands on the right card when blank cards were left out.
 */
export function toSaveBody(guests: readonly (CardOutput | undefined)[]): { guests: GuestInput[]; cardOf: number[] } {
  const body: GuestInput[] = []
  const cardOf: number[] = []
  guests.forEach((card, index) => {
    if (!card) return
    const { id, ...fields } = card
    body.push(id ? { id, ...fields } : fields)
    cardOf.push(index)
  })
  return { guests: body, cardOf }
}

/** The server names guests by their place in the body; the form by the card. */
export function messagesOnCards(messages: readonly Message[], cardOf: readonly number[]): Message[] {
  return messages.map((message) => {
    const match = message.field ? /^guests\.(\d+)(\..+)?$/.exec(message.field) : null
    const card = match ? cardOf[Number(match[1])] : undefined
    return match && card !== undefined ? { ...message, field: `guests.${card}${match[2] ?? ''}` } : message
  })
}
