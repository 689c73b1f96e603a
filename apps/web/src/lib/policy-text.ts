import { type CancellationPolicy, cancellationFee, freeUntilOf, type PublicHouse, shiftDate } from '@innkeep/contract'
import type { TFunction } from 'i18next'

// The house's booking terms in words (issue 29): what canceling costs, the deposit, how the booking is
// confirmed. One wording for the booking page, its confirmation and the guest's page (booking.policy.*):
// both features read it from here, as a feature imports no other feature (tools/structure.ts).

/** A percentage as the UI language writes it (`useFormat().percent`): `50 %`, `50%`. */
type Percent = (value: number) => string

/** Canceling never costs anything, not even on the arrival day. */
function alwaysFree(policy: CancellationPolicy): boolean {
  return !feeBeforeArrival(policy) && policy.noShowPercent === 0
}

/** Canceling costs something before the arrival day: a fee after a free period. */
function feeBeforeArrival(policy: CancellationPolicy): boolean {
  return policy.feePercent > 0 && policy.freeDays > 0
}

/**
 * The policy in one sentence: "Zrušení zdarma do 14 dnů před příjezdem, potom 50 % ceny pobytu; při
 * nezrušené rezervaci 100 %." — or free any time before arrival, or free always.
 */
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
 * The last day a stay arriving `since` can be canceled free of charge (null: always free). `freeUntil` is
 * the server's when it sent one; never later than the day before arrival (the arrival day costs the no-show).
 */
export function lastFreeDay(
  policy: CancellationPolicy,
  since: string,
  freeUntil: string = freeUntilOf(policy, since),
): string | null {
  if (alwaysFree(policy)) return null
  const dayBefore = shiftDate(since, -1)
  return feeBeforeArrival(policy) && freeUntil < dayBefore ? freeUntil : dayBefore
}

export type FreeCancellation =
  /** Free until `date` (inclusive). */
  | { kind: 'FREE'; date: string }
  /** The free days are over: canceling now costs `percent` of the stay. */
  | { kind: 'FEE'; date: string; percent: number }

/** Whether a stay arriving `since` can still be canceled free on `today`, and until when; null: always free. */
export function freeCancellation(
  policy: CancellationPolicy,
  since: string,
  today: string,
  freeUntil?: string,
): FreeCancellation | null {
  const date = lastFreeDay(policy, since, freeUntil)
  if (date === null) return null
  if (today <= date) return { kind: 'FREE', date }
  const fee = cancellationFee(policy, 0, since, today)
  return { kind: 'FEE', date, percent: fee.window === 'FREE' ? policy.feePercent : fee.percent }
}

/** "Zdarma zrušíte do 6. 3. 2027." or what canceling costs now the free days are over; null: always free. */
export function freeCancellationText(
  free: FreeCancellation | null,
  t: TFunction,
  formatDate: (date: string) => string,
  percent: Percent,
): string | null {
  if (!free) return null
  if (free.kind === 'FREE') return t('booking.policy.freeUntil', { date: formatDate(free.date) })
  return t('booking.policy.feeNow', { date: formatDate(free.date), fee: percent(free.percent) })
}

/** "Záloha 30 % ceny pobytu, splatná do 7 dnů od rezervace." */
export function depositTermsText(deposit: NonNullable<PublicHouse['deposit']>, t: TFunction, percent: Percent): string {
  const what =
    deposit.mode === 'FIRST_NIGHT'
      ? t('booking.policy.deposit.FIRST_NIGHT')
      : t('booking.policy.deposit.PERCENT', { percent: percent(deposit.percent) })
  return deposit.dueDays > 0
    ? t('booking.policy.deposit.due', { deposit: what, count: deposit.dueDays })
    : t('booking.policy.deposit.dueNow', { deposit: what })
}

/** "Rezervace je potvrzena ihned." or "Rezervaci potvrdíme e-mailem do 24 hodin." */
export function confirmationTermsText(
  house: Pick<PublicHouse, 'instantConfirmation' | 'replyWithinHours'>,
  t: TFunction,
): string {
  if (house.instantConfirmation) return t('booking.policy.confirm.instant')
  return house.replyWithinHours > 0
    ? t('booking.policy.confirm.within', { count: house.replyWithinHours })
    : t('booking.policy.confirm.soon')
}
