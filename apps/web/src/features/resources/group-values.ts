import { CancellationPolicy, type ResourceGroup, ResourceGroupInput } from '@innkeep/contract'
import { z } from 'zod'
import { type TranslationsValues, translationsToForm } from './translation-values.ts'

/** The group's cancellation policy as the dialog holds it: `charged` off sends no policy (free of charge). */
export interface PolicyValues {
  charged: boolean
  freeDays: number
  feePercent: number
  noShowPercent: number
}

/** A resource group as its dialog holds it. */
export interface GroupValues {
  name: string
  description: string
  bookableOnline: boolean
  policy: PolicyValues
  translations: TranslationsValues
}

/** What a new policy starts from: free until 14 days before arrival, then half, a no-show the whole stay. */
const NEW_POLICY = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

// off: nothing to check, the numbers are kept only for turning it back on; on: the contract's policy
const PolicyField = z
  .discriminatedUnion('charged', [
    z.object({ charged: z.literal(false) }),
    CancellationPolicy.extend({ charged: z.literal(true) }),
  ])
  .transform((policy) =>
    policy.charged
      ? { freeDays: policy.freeDays, feePercent: policy.feePercent, noShowPercent: policy.noShowPercent }
      : null,
  )

export const GroupFormSchema = ResourceGroupInput.omit({
  id: true,
  version: true,
  cancellationPolicy: true,
  translations: true,
}).extend({ policy: PolicyField, translations: ResourceGroupInput.shape.translations.unwrap() })
export type GroupFormOutput = z.output<typeof GroupFormSchema>

export function groupToForm(group: ResourceGroup | null): GroupValues {
  const policy = group?.cancellationPolicy
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    bookableOnline: group?.bookableOnline ?? true,
    policy: policy ? { charged: true, ...policy } : { charged: false, ...NEW_POLICY },
    translations: translationsToForm(group?.translations),
  }
}

/** What saving the dialog sends: the policy (null when cancelling is free) and the translations, always. */
export function groupBody({ policy, ...values }: GroupFormOutput): ResourceGroupInput {
  return { ...values, cancellationPolicy: policy }
}
