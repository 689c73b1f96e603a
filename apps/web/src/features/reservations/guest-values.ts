import { type Guest, GuestInput } from '@innkeep/contract'
import { z } from 'zod'

/** A guest as the editor holds it: empty strings for what is not filled in yet. */
export interface GuestFormValue {
  firstName: string
  lastName: string
  birthDate: string
  nationality: string
  address: string
  documentType: string
  documentNumber: string
  ageCategory: 'ADULT' | 'CHILD' | 'ZTP' | 'OVER60' | 'WORK'
}

export interface GuestsFormValues {
  guests: GuestFormValue[]
}

const emptyToNull = (value: unknown) => (value === '' ? null : value)

/** The contract's guest, reading '' as "not given" for the optional fields. */
export const GuestsSchema = z.object({
  guests: z.array(
    GuestInput.extend({
      birthDate: z.preprocess(emptyToNull, GuestInput.shape.birthDate),
      // the contract's rule (ISO alpha-3), with a message that says what to type
      nationality: z.preprocess(
        emptyToNull,
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'guest.nationalityFormat')
          .nullable(),
      ),
      documentType: z.preprocess(emptyToNull, GuestInput.shape.documentType),
    }),
  ),
})

export function emptyGuest(): GuestFormValue {
  return {
    firstName: '',
    lastName: '',
    birthDate: '',
    nationality: '',
    address: '',
    documentType: '',
    documentNumber: '',
    ageCategory: 'ADULT',
  }
}

export function guestToForm(guest: Guest): GuestFormValue {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    birthDate: guest.birthDate ?? '',
    nationality: guest.nationality ?? '',
    address: guest.address,
    documentType: guest.documentType ?? '',
    documentNumber: guest.documentNumber,
    ageCategory: guest.ageCategory,
  }
}
