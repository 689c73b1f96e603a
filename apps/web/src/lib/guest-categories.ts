import type { GuestAgeCategory as Categories } from '@innkeep/contract'
import type { z } from 'zod'

export type GuestCategory = z.infer<typeof Categories>

/**
 * The guest categories of the local fee in the contract's order, as a plain list: the guest pages read
 * it without loading Zod (guest-categories.test.ts holds it to the contract's enum).
 */
export const GUEST_CATEGORIES = ['ADULT', 'CHILD', 'ZTP', 'OVER60', 'WORK'] as const satisfies readonly GuestCategory[]
