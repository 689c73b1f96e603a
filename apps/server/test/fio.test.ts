import { BankItemKind } from '@innkeep/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { type FakeFioScenario, fakeFioToken, startFakeFio } from '../../../tools/fakes/fio.ts'
import {
  FioClient,
  FioFormatError,
  FioRateLimitedError,
  FioUnauthorizedError,
  FioUnavailableError,
} from '../src/integrations/fio/fio.client.ts'
import { FIO_MOVEMENT_KINDS, fioMovementKind } from '../src/integrations/fio/fio-kinds.ts'
import { toMinorUnits } from '../src/integrations/fio/fio-statement.ts'

const WINDOW_MS = 200
let clock = Date.now()
const fake = await startFakeFio(0, { windowMs: WINDOW_MS, now: () => clock })
afterAll(() => fake.close())
const client = new FioClient({ baseUrl: fake.url, timeoutMs: 2000 })

let tokens = 0
/** A token of its own for each call, so FIO's one-request-per-window rule only bites where a test wants it. */
const token = (scenario: FakeFioScenario = 'ok') => fakeFioToken(scenario, `t${++tokens}`)

async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof Error)) throw new Error('expected the call to fail')
  return error
}

function expectNoToken(error: Error, secret: string) {
  expect(String(error)).not.toContain(secret)
  expect(error.stack ?? '').not.toContain(secret)
  expect(JSON.stringify(error)).not.toContain(secret)
  expect(JSON.stringify(error.cause ?? null)).not.toContain(secret)
}

describe('FIO client against the recorded answers', () => {
  it('reads the recorded last answer field by field', async () => {
    const statement = await client.last(token())
    expect(statement).toEqual({
      accountNumber: '2000282668/2010',
      currency: 'CZK',
      openingBalance: 410226,
      closingBalance: 282185,
      from: '2015-03-31',
      till: '2015-04-15',
      statementNumber: null,
      movements: [
        movement({ externalId: '7159895102', bookedOn: '2015-03-31', amount: 69, kind: 'ACCOUNTED_INTEREST' }),
        movement({ externalId: '7159895103', bookedOn: '2015-03-31', amount: -10, kind: 'INTEREST_TAX' }),
        movement({
          externalId: '7161812099',
          bookedOn: '2015-04-03',
          amount: -128000,
          counterpartyAccount: '2000242017/2010',
          message: 'boty + čepice',
          kind: 'IN_BANK_OUT',
        }),
        movement({
          externalId: '7165272749',
          bookedOn: '2015-04-15',
          amount: -100,
          counterpartyAccount: '2000242017/2010',
          variableSymbol: '123',
          constantSymbol: '308',
          specificSymbol: '55',
          message: 'Test zprava',
          kind: 'IN_BANK_OUT',
        }),
      ],
    })
  })

  it('reads a period whose movements add up to the balances', async () => {
    const statement = await client.periods(token(), '2015-01-01', '2015-04-16')
    expect(statement).toMatchObject({
      openingBalance: 410085,
      closingBalance: 282185,
      from: '2015-01-01',
      till: '2015-04-16',
    })
    expect(statement.movements.map((m) => m.externalId)).toEqual([
      '7139752765',
      '7139752766',
      '7142478437',
      '7149201885',
      '7149201886',
      '7155451447',
      '7159895102',
      '7159895103',
      '7161812099',
      '7165272749',
    ])
    const sum = statement.movements.reduce((total, m) => total + m.amount, 0)
    expect(sum).toBe(282185 - 410085)
    expect(statement.movements.find((m) => m.externalId === '7155451447')).toEqual(
      movement({
        externalId: '7155451447',
        bookedOn: '2015-03-17',
        amount: 400200,
        counterpartyAccount: '2000242017/2010',
        counterpartyName: 'Matějček, Milan',
        constantSymbol: '558',
        kind: 'IN_BANK_IN',
      }),
    )
    expect(statement.movements.find((m) => m.externalId === '7142478437')).toMatchObject({
      amount: -400200,
      message: 'pujčka',
      kind: 'IN_BANK_OUT',
    })
  })

  it('reads an empty period (transactionList null) as no movements with its balances', async () => {
    const statement = await client.periods(token('empty'), '2011-01-01', '2011-01-02')
    expect(statement).toEqual({
      accountNumber: '2000282668/2010',
      currency: 'CZK',
      openingBalance: 0,
      closingBalance: 0,
      from: '2011-01-01',
      till: '2011-01-02',
      statementNumber: null,
      movements: [],
    })
  })

  it('moves the bank cursor with last, and set-last-id puts it back', async () => {
    const own = token()
    expect((await client.last(own)).movements).toHaveLength(4)
    clock += WINDOW_MS
    expect((await client.last(own)).movements).toEqual([])
    clock += WINDOW_MS
    await client.setLastId(own, '7161812099')
    clock += WINDOW_MS
    expect((await client.last(own)).movements.map((m) => m.externalId)).toEqual(['7165272749'])
    clock += WINDOW_MS
    await client.setLastDate(own, '2015-03-31')
    clock += WINDOW_MS
    expect((await client.last(own)).movements.map((m) => m.externalId)).toEqual(['7161812099', '7165272749'])
  })

  it('reads 10 000 generated movements with unique ids that add up to the balances', async () => {
    const statement = await client.periods(token({ generated: 10_000 }), '2025-01-01', '2025-03-31')
    expect(statement.movements).toHaveLength(10_000)
    expect(new Set(statement.movements.map((m) => m.externalId)).size).toBe(10_000)
    const sum = statement.movements.reduce((total, m) => total + m.amount, 0)
    expect(sum).toBe((statement.closingBalance ?? 0) - (statement.openingBalance ?? 0))
    expect(statement.movements.every((m) => m.bookedOn >= '2025-01-01' && m.bookedOn <= '2025-03-31')).toBe(true)
    expect(new Set(statement.movements.map((m) => m.kind))).toEqual(
      new Set([
        'CASHLESS_INCOME',
        'INSTANT_IN',
        'CARD_PAYMENT',
        'CASHLESS_PAYMENT',
        'IN_BANK_IN',
        'INSTANT_OUT',
        'FEE',
      ]),
    )
  })
})

describe('FIO client when FIO does not give a statement', () => {
  it('says "unavailable" for the recorded XML error document', async () => {
    const error = await failure(client.last(token('xml-error')))
    expect(error).toBeInstanceOf(FioUnavailableError)
    expect(error.message).toBe('FIO answered 500: error 15 (Služba je momentálně nedostupná)')
  })

  it('says "rate limited" to a second request inside 30 s, and asks again after the window', async () => {
    const own = token()
    await client.last(own)
    const error = await failure(client.periods(own, '2015-01-01', '2015-04-16'))
    expect(error).toBeInstanceOf(FioRateLimitedError)
    expect((error as FioRateLimitedError).retryAfterMs).toBe(30_000)
    clock += WINDOW_MS
    await expect(client.periods(own, '2015-01-01', '2015-04-16')).resolves.toMatchObject({ currency: 'CZK' })
  })

  it('says "unauthorized" to FIO\'s bare 500 for an unknown token', async () => {
    await expect(client.last(token('unauthorized'))).rejects.toBeInstanceOf(FioUnauthorizedError)
  })

  it('gives up on a hanging FIO after its timeout', async () => {
    const impatient = new FioClient({ baseUrl: fake.url, timeoutMs: 200 })
    const error = await failure(impatient.last(token('hang')))
    expect(error).toBeInstanceOf(FioUnavailableError)
    expect(error.message).toBe('FIO did not answer in 200 ms')
  })

  it('says "unavailable" to an answer that is not JSON', async () => {
    const error = await failure(client.last(token('malformed')))
    expect(error).toBeInstanceOf(FioUnavailableError)
    expect(error.message).toBe('FIO answer is not JSON')
  })

  it('stops reading an answer over the size limit, announced or not', async () => {
    const small = new FioClient({ baseUrl: fake.url, maxBodyBytes: 100_000 })
    const announced = await failure(small.periods(token({ generated: 2000 }), '2025-01-01', '2025-01-31'))
    expect(announced).toBeInstanceOf(FioUnavailableError)
    expect(announced.message).toBe('FIO answer is larger than 100000 bytes')
    const streamed = new FioClient({ maxBodyBytes: 100_000, fetch: async () => new Response(endlessStream()) })
    const unannounced = await failure(streamed.last(token()))
    expect(unannounced.message).toBe('FIO answer is larger than 100000 bytes')
  })

  it('says "format" to JSON that is not a statement', async () => {
    const odd = new FioClient({ fetch: async () => Response.json({ accountStatement: { info: {} } }) })
    const error = await failure(odd.last(token()))
    expect(error).toBeInstanceOf(FioFormatError)
    expect(error.message).toBe('FIO answer has an unexpected shape at accountStatement.transactionList')
  })

  it('refuses a malformed token without asking FIO', async () => {
    const before = fake.requests.length
    for (const bad of ['short', `${'a'.repeat(63)}-`, 'a'.repeat(65), `${'a'.repeat(60)}../x`]) {
      await expect(client.last(bad)).rejects.toBeInstanceOf(FioUnauthorizedError)
    }
    expect(fake.requests.length).toBe(before)
  })
})

describe('FIO token secrecy', () => {
  it.each(['xml-error', 'unauthorized', 'malformed'] as const)(
    'keeps the token out of the %s error',
    async (scenario) => {
      const secret = token(scenario)
      expectNoToken(await failure(client.last(secret)), secret)
    },
  )

  it('keeps the token out of the rate limit, timeout and size errors', async () => {
    const secret = token()
    await client.last(secret)
    expectNoToken(await failure(client.last(secret)), secret)
    const hanging = token('hang')
    expectNoToken(await failure(new FioClient({ baseUrl: fake.url, timeoutMs: 100 }).last(hanging)), hanging)
    const big = token({ generated: 2000 })
    expectNoToken(await failure(new FioClient({ baseUrl: fake.url, maxBodyBytes: 1000 }).last(big)), big)
  })

  it('keeps the token out of network errors that quote the URL', async () => {
    const secret = token()
    const quoting = new FioClient({
      fetch: async (url) => {
        throw new TypeError('fetch failed', { cause: new Error(`connect ECONNREFUSED for ${String(url)}`) })
      },
    })
    const error = await failure(quoting.last(secret))
    expect(error).toBeInstanceOf(FioUnavailableError)
    expect(error.message).toContain('ECONNREFUSED for https://fioapi.fio.cz/v1/rest/last/[token]/transactions.json')
    expectNoToken(error, secret)
    const closed = await startFakeFio()
    await closed.close()
    const refused = await failure(new FioClient({ baseUrl: closed.url }).last(secret))
    expect(refused).toBeInstanceOf(FioUnavailableError)
    expectNoToken(refused, secret)
  })

  it('keeps the token out of an error document that echoes the URL', async () => {
    const secret = token()
    const echoing = new FioClient({
      fetch: async (url) =>
        new Response(
          `<response><result><errorCode>1</errorCode><message>bad ${String(url)}</message></result></response>`,
          {
            status: 500,
          },
        ),
    })
    const error = await failure(echoing.last(secret))
    expect(error).toBeInstanceOf(FioUnavailableError)
    expectNoToken(error, secret)
  })
})

describe('FIO amounts in minor units', () => {
  it.each([
    [0.1, 10],
    [-1500.5, -150050],
    [1e-2, 1],
    [123456789.99, 12345678999],
    [-0.1, -10],
    [4102.26, 410226],
    [0, 0],
    [-0, 0],
    ['-1280.00', -128000],
    ['0.690', 69],
  ])('reads %s as %i', (value, minor) => {
    expect(toMinorUnits(value)).toBe(minor)
  })

  it.each([1e-7, 0.001, 1e21, Number.NaN, '12,50', '1.2.3', ''])('refuses %s', (value) => {
    expect(() => toMinorUnits(value)).toThrow(FioFormatError)
  })
})

describe('FIO movement types', () => {
  it("gives every one of the spec's 40 kinds a FIO type", () => {
    expect(new Set(Object.values(FIO_MOVEMENT_KINDS))).toEqual(new Set(BankItemKind.options))
  })

  it("reads FIO's en dash and its manual's hyphen alike", () => {
    expect(fioMovementKind('Posel – předání', -100)).toBe('DELIVERY_OUT')
    expect(fioMovementKind('Poplatek – platební karta', -100)).toBe('CARD_FEE')
    expect(fioMovementKind('Posel - příjem', 100)).toBe('DELIVERY_INCOME')
  })

  it('calls an unknown type UNKNOWN_IN or UNKNOWN_OUT by the sign', () => {
    expect(fioMovementKind('Něco nového', 100)).toBe('UNKNOWN_IN')
    expect(fioMovementKind('Něco nového', -100)).toBe('UNKNOWN_OUT')
    expect(fioMovementKind(null, -1)).toBe('UNKNOWN_OUT')
  })
})

function movement(overrides: Record<string, unknown>) {
  return {
    currency: 'CZK',
    counterpartyAccount: null,
    counterpartyName: null,
    variableSymbol: null,
    constantSymbol: null,
    specificSymbol: null,
    message: null,
    ...overrides,
  }
}

function endlessStream() {
  const chunk = new Uint8Array(16_384).fill(32)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(chunk)
    },
  })
}
