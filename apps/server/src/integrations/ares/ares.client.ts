import type { AresCompany } from '@innkeep/contract'
import { z } from 'zod'

/** ARES did not give a usable answer (down, blocked, malformed): the caller says "fill in by hand". */
export class AresUnavailableError extends Error {}

const AresSubject = z.object({
  ico: z.string(),
  obchodniJmeno: z.string(),
  dic: z.string().nullish(),
  pravniForma: z.string().nullish(),
  datumZaniku: z.string().nullish(),
  sidlo: z
    .object({
      nazevUlice: z.string().nullish(),
      nazevCastiObce: z.string().nullish(),
      cisloDomovni: z.number().nullish(),
      cisloOrientacni: z.number().nullish(),
      cisloOrientacniPismeno: z.string().nullish(),
      nazevObce: z.string().nullish(),
      psc: z.number().nullish(),
      kodStatu: z.string().nullish(),
      textovaAdresa: z.string().nullish(),
    })
    .nullish(),
  seznamRegistraci: z.object({ stavZdrojeDph: z.string().nullish() }).nullish(),
})

const AresError = z.object({ kod: z.string(), popis: z.string().nullish() })

const MAX_BODY_BYTES = 1_000_000

/**
 * Client of the ARES REST API (ekonomicke-subjekty). The ICO is validated by the caller; only
 * digits reach the URL, the base URL is the operator's, and redirects are refused.
 */
export class AresClient {
  private readonly baseUrl: string
  private readonly timeoutMs: number

  constructor(options: { baseUrl: string; timeoutMs?: number }) {
    this.baseUrl = options.baseUrl.replace(/\/$/, '')
    this.timeoutMs = options.timeoutMs ?? 5000
  }

  /** The company, or null when ARES says it does not exist (404 NENALEZENO). */
  async findByIco(ico: string): Promise<AresCompany | null> {
    if (!/^\d{8}$/.test(ico)) throw new Error('ARES lookup needs an 8-digit ICO')
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}/ekonomicke-subjekty/${ico}`, {
        headers: { Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (cause) {
      throw new AresUnavailableError('ARES request failed', { cause })
    }
    const body = await readJson(response)
    if (response.status === 404 && AresError.safeParse(body).data?.kod === 'NENALEZENO') return null
    if (!response.ok) throw new AresUnavailableError(`ARES answered ${response.status}`)
    const subject = AresSubject.safeParse(body)
    if (!subject.success) throw new AresUnavailableError('ARES answer has an unexpected shape')
    return toCompany(subject.data)
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (text.length > MAX_BODY_BYTES) return null
  try {
    return JSON.parse(text)
  } catch {
    return null // an HTML block page or an empty body
  }
}

function toCompany(s: z.infer<typeof AresSubject>): AresCompany {
  const seat = s.sidlo ?? {}
  const orientation = seat.cisloOrientacni ? `/${seat.cisloOrientacni}${seat.cisloOrientacniPismeno ?? ''}` : ''
  const number = seat.cisloDomovni ? `${seat.cisloDomovni}${orientation}` : ''
  const streetName = seat.nazevUlice ?? seat.nazevCastiObce ?? seat.nazevObce ?? ''
  const psc = seat.psc ? String(seat.psc).padStart(5, '0') : ''
  return {
    ico: s.ico,
    name: s.obchodniJmeno,
    dic: s.dic ?? null,
    vatPayer: s.seznamRegistraci?.stavZdrojeDph === 'AKTIVNI',
    legalForm: s.pravniForma ?? null,
    address: {
      street: [streetName, number].filter(Boolean).join(' '),
      city: seat.nazevObce ?? '',
      postcode: psc ? `${psc.slice(0, 3)} ${psc.slice(3)}` : '',
      country: seat.kodStatu ?? 'CZ',
    },
    textAddress: seat.textovaAdresa ?? null,
    ceasedOn: s.datumZaniku ?? null,
  }
}
