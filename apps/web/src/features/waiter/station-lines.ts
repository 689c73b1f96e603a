import type { TicketLine } from '@innkeep/contract'

/** Whole minutes from an instant to the server's now (never below 0: a clock a little ahead). */
export function minutesSince(instant: string, now: string): number {
  return Math.max(0, Math.floor((Date.parse(now) - Date.parse(instant)) / 60_000))
}

/** How urgent a ticket looks: waiting 10 minutes is long, 20 is too long. */
export function ageTone(minutes: number): 'fresh' | 'long' | 'late' {
  if (minutes >= 20) return 'late'
  if (minutes >= 10) return 'long'
  return 'fresh'
}

/** The pieces and what of: `2× Svíčková 150 g`; a taken-back line counts its pieces positive. */
export function lineName(line: TicketLine): string {
  const name = line.unit ? `${line.name} ${line.unit}` : line.name
  return `${Math.abs(line.count)}× ${name}`
}

/** A line as the cook reads it: `2× Svíčková – bez cibule`; a taken-back line counts its pieces positive. */
export function lineText(line: TicketLine): string {
  return `${lineName(line)}${line.note ? ` – ${line.note}` : ''}`
}
