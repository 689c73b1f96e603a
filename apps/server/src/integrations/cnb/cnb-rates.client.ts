import { readBoundedText } from '../bounded-body.ts'

/** ČNB did not give a usable answer (down, blocked, malformed): the rates stay as they were. */
export class CnbUnavailableError extends Error {}

export interface CnbRate {
  /** ISO 4217 code (EUR). */
  currency: string
  /** The rate is for this many units (1 EUR, 100 JPY). */
  amount: number
  /** Crowns for `amount` units, in thousandths (24,280 → 24280). */
  rateMilli: number
}

export interface CnbDailyRates {
  /** The day ČNB declared the rates for (YYYY-MM-DD): on a weekend or holiday, the last working day. */
  validOn: string
  rates: CnbRate[]
}

const MAX_BODY_BYTES = 64_000

/**
 * The text of ČNB's daily rates (kurzy devizového trhu, `denni_kurz.txt`):
 *
 *     07.12.2026 #236
 *     země|měna|množství|kód|kurz
 *     EMU|euro|1|EUR|24,280
 *
 * The first line is the day and the year's serial number, the second the column names, then a
 * currency per line with a decimal comma. A line that does not read so makes the whole answer
 * unusable: a half-read list would pass off a wrong rate.
 */
export function parseCnbDailyRates(text: string): CnbDailyRates {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
  const head = /^(\d{2})\.(\d{2})\.(\d{4}) #\d+$/.exec(lines[0]?.trim() ?? '')
  if (!head || lines[1]?.trim() !== 'země|měna|množství|kód|kurz')
    throw new CnbUnavailableError('ČNB answer is not the daily rates')
  const rates = lines.slice(2).map((line) => {
    const [, , amount = '', currency = '', rate = ''] = line.trim().split('|')
    const value = /^(\d{1,6}),(\d{1,3})$/.exec(rate)
    if (!/^[A-Z]{3}$/.test(currency) || !/^[1-9]\d{0,6}$/.test(amount) || !value)
      throw new CnbUnavailableError(`ČNB rate line unreadable: ${line.slice(0, 80)}`)
    return {
      currency,
      amount: Number(amount),
      rateMilli: Number(value[1]) * 1000 + Number((value[2] ?? '').padEnd(3, '0')),
    }
  })
  return { validOn: `${head[3]}-${head[2]}-${head[1]}`, rates }
}

/**
 * Client of ČNB's daily rates, a public text file (no key). The base URL is the operator's (a local
 * fake in tests); redirects are refused and the answer is read no further than 64 kB.
 */
export class CnbRatesClient {
  private readonly url: string
  private readonly timeoutMs: number

  constructor(options: { url: string; timeoutMs?: number }) {
    this.url = options.url
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  /** The rates valid on `day` (YYYY-MM-DD): that day's, or before ČNB publishes them (14:30), the last ones. */
  async dailyRates(day: string): Promise<CnbDailyRates> {
    const [year, month, date] = day.split('-')
    const url = new URL(this.url)
    url.searchParams.set('date', `${date}.${month}.${year}`)
    let response: Response
    try {
      response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(this.timeoutMs) })
    } catch (cause) {
      throw new CnbUnavailableError('ČNB request failed', { cause })
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new CnbUnavailableError(`ČNB answered ${response.status}`)
    }
    const text = await readBoundedText(response, MAX_BODY_BYTES, () => new CnbUnavailableError('ČNB answer too large'))
    return parseCnbDailyRates(text)
  }
}
