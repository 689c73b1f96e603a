import { type CancellationPolicy, cancellationFee, shiftDate } from '@innkeep/contract'
import type { TFunction } from 'i18next'

// What canceling the stay costs, in the booking page's words (booking.policy.*): the guest's page keeps
// its own copy of features/booking/policy-text.ts's rules, as a feature imports no other feature
// (tools/structure.ts). The two should move to lib/ together.

/** A percentage as the UI language writes it (`useFormat().percent`): `50 %`, `50%`. */
type Percent = (value: number) => string

/** Canceling costs something before the arrival day: a fee after a free period. */
function feeBeforeArrival(policy: CancellationPolicy): boolean {
  return policy.feePercent > 0 && policy.freeDays > 0
}

function alwaysFree(policy: CancellationPolicy): boolean {
  return !feeBeforeArrival(policy) && policy.noShowPercent === 0
}

/** The policy in one sentence: free until so many days before arrival, then the fee; the no-show. */
export function cancellationPolicyText(policy: CancellationPolicy, t: TFunction, percent: Percent): string {
  if (alwaysFree(policy)) return t('booking.policy.always')
  if (!feeBeforeArrival(policy)) return t('booking.policy.anytime', { noShow: percent(policy.noShowPercent) })
  return t('booking.policy.days', {
    count: policy.freeDays,
    fee: percent(policy.feePercent),
    noShow: percent(policy.noShowPercent),
  })
}

/**
 * "Zdarma zrušíte do 19. 2. 2027." while the free days last (`free`; the server's `freeUntil`, never
 * after the day before arrival), else what canceling costs on `today`; null when it is always free.
 */
export function freeCancellationLine(
  policy: CancellationPolicy,
  since: string,
  freeUntil: string,
  today: string,
  t: TFunction,
  formatDate: (date: string) => string,
  percent: Percent,
): { text: string; free: boolean } | null {
  if (alwaysFree(policy)) return null
  const dayBefore = shiftDate(since, -1)
  const date = feeBeforeArrival(policy) && freeUntil < dayBefore ? freeUntil : dayBefore
  if (today <= date) return { text: t('booking.policy.freeUntil', { date: formatDate(date) }), free: true }
  const fee = cancellationFee(policy, 0, since, today)
  const cost = fee.window === 'FREE' ? policy.feePercent : fee.percent
  return { text: t('booking.policy.feeNow', { date: formatDate(date), fee: percent(cost) }), free: false }
}
