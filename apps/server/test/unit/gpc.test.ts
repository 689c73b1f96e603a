import { readFileSync } from 'node:fs'
import { isValidCzechAccount } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import type { BankMovement, BankStatement } from '../../src/integrations/bank-statement.ts'
import { GpcFormatError, parseGpc } from '../../src/modules/bank/gpc.ts'
import { encodeWindows1250, writeGpc } from '../../src/modules/bank/gpc-writer.ts'

const sample = readFileSync(new URL('../fixtures/gpc/sample-fio.gpc', import.meta.url))

function buildMovement(overrides: Partial<BankMovement> = {}): BankMovement {
  return {
    externalId: '1000001',
    bookedOn: '2026-03-02',
    amount: 1_250_00,
    currency: 'CZK',
    counterpartyAccount: '19-2000145399/0800',
    counterpartyName: 'Jiří Dvořák',
    variableSymbol: '202610004',
    constantSymbol: '308',
    specificSymbol: '77',
    message: null,
    kind: 'INCOME',
    ...overrides,
  }
}

function buildStatement(overrides: Partial<BankStatement> = {}): BankStatement {
  return {
    accountNumber: '2600113745/2010',
    currency: 'CZK',
    openingBalance: 10_000_00,
    closingBalance: 11_250_00,
    from: '2026-03-01',
    till: '2026-03-31',
    statementNumber: 3,
    movements: [buildMovement()],
    ...overrides,
  }
}

/** The sample with characters `from`–`to` (1-based) of one line replaced. */
function sampleWith(lineNumber: number, from: number, to: number, value: string): Buffer {
  const lines = sample.toString('latin1').split('\r\n')
  const line = lines[lineNumber - 1] ?? ''
  lines[lineNumber - 1] = `${line.slice(0, from - 1)}${value.padEnd(to - from + 1)}${line.slice(to)}`
  return Buffer.from(lines.join('\r\n'), 'latin1')
}

/** The file as a bank writes it that leaves item ids zero (positions 36–48). */
function withoutItemIds(bytes: Buffer): Buffer {
  return Buffer.from(
    bytes.toString('latin1').replace(/^(075.{32})\d{13}/gm, (_, head: string) => `${head}${'0'.repeat(13)}`),
    'latin1',
  )
}

function formatError(bytes: Uint8Array): string {
  try {
    parseGpc(bytes)
  } catch (error) {
    if (error instanceof GpcFormatError) return error.message
    throw error
  }
  throw new Error('parsed without an error')
}

describe('GPC statement of the real Fio sample', () => {
  const [statement] = parseGpc(sample, { bankCode: '2010' })

  it('reads the header: account, balances, dates, no statement number', () => {
    expect(statement).toMatchObject({
      accountNumber: '2600113745/2010',
      currency: 'CZK',
      openingBalance: 313_174_77,
      closingBalance: 310_454_19,
      from: '2018-09-24',
      till: '2018-09-24',
      statementNumber: null,
    })
    expect(isValidCzechAccount(statement?.accountNumber ?? '')).toBe(true)
  })

  it('reads the one item field by field', () => {
    expect(statement?.movements).toEqual([
      {
        externalId: '16659818503',
        bookedOn: '2018-09-24',
        amount: -1_234_56,
        currency: 'CZK',
        counterpartyAccount: '7770227/0100',
        counterpartyName: 'CEZ',
        variableSymbol: '1446556401',
        constantSymbol: '308',
        specificSymbol: '7815392681',
        message: null,
        kind: 'PAYMENT',
      },
    ])
    // the plain digit order gives accounts that pass the mod-11 check
    expect(isValidCzechAccount(statement?.movements[0]?.counterpartyAccount ?? '')).toBe(true)
  })

  it('leaves the account out when the caller does not name its bank code', () => {
    expect(parseGpc(sample)[0]?.accountNumber).toBeNull()
  })

  it('decodes windows-1250 Czech letters in the name', () => {
    const name = Buffer.from([
      0x50, 0xf8, 0xed, 0x6c, 0x69, 0x9a, 0x20, 0x9e, 0x6c, 0x75, 0x9d, 0x6f, 0x75, 0xe8, 0x6b, 0xfd, 0x20, 0x6b, 0xf9,
      0xf2,
    ])
    const bytes = Buffer.from(sample)
    name.copy(bytes, 130 + 97)
    expect(parseGpc(bytes)[0]?.movements[0]?.counterpartyName).toBe('Příliš žluťoučký kůň')
  })
})

describe('GPC round trip through the writer', () => {
  it('gives back every field of credits, debits and both reversals', () => {
    const statement = buildStatement({
      movements: [
        buildMovement({ externalId: '1', amount: 1_250_00, kind: 'INCOME', message: 'Záloha pokoj č. 12' }),
        buildMovement({ externalId: '2', amount: -99_90, kind: 'PAYMENT', counterpartyAccount: '7770227/0100' }),
        buildMovement({ externalId: '3', amount: 99_90, kind: 'PAYMENT_FIX', counterpartyName: 'Čedok a.s.' }),
        buildMovement({ externalId: '4', amount: -1_250_00, kind: 'PAYMENT_FIX', variableSymbol: null }),
        buildMovement({ externalId: '5', amount: 0, counterpartyAccount: null, counterpartyName: null }),
        buildMovement({ externalId: '6', constantSymbol: null, specificSymbol: null, bookedOn: '2026-03-31' }),
      ],
    })
    expect(parseGpc(writeGpc(statement), { bankCode: '2010' })).toEqual([statement])
  })

  it('keeps a euro statement in euros', () => {
    const statement = buildStatement({
      currency: 'EUR',
      movements: [
        buildMovement({ currency: 'EUR', amount: 45_00 }),
        buildMovement({ externalId: '9', currency: 'EUR' }),
      ],
    })
    const [parsed] = parseGpc(writeGpc(statement), { bankCode: '2010' })
    expect(parsed?.currency).toBe('EUR')
    expect(parsed?.movements.map((m) => m.currency)).toEqual(['EUR', 'EUR'])
  })

  it('names no statement currency when the items mix currencies', () => {
    const statement = buildStatement({
      movements: [buildMovement(), buildMovement({ externalId: '2', currency: 'EUR' })],
    })
    expect(parseGpc(writeGpc(statement))[0]?.currency).toBeNull()
  })

  it('reads several statements of one file, each with its own items', () => {
    const march = buildStatement()
    const april = buildStatement({
      statementNumber: 4,
      from: '2026-04-01',
      till: '2026-04-30',
      openingBalance: 11_250_00,
      closingBalance: 11_000_00,
      movements: [buildMovement({ externalId: '2001', amount: -250_00, kind: 'PAYMENT' })],
    })
    const bytes = Buffer.concat([writeGpc(march), writeGpc(april)])
    expect(parseGpc(bytes, { bankCode: '2010' })).toEqual([march, april])
  })

  it('accepts LF line ends, trimmed trailing spaces and no final newline', () => {
    const statement = buildStatement({ movements: [buildMovement({ counterpartyName: null })] })
    const crlf = writeGpc(statement)
    const lf = Buffer.from(
      crlf
        .toString('latin1')
        .replace(/ *\r\n/g, '\n')
        .trimEnd(),
      'latin1',
    )
    expect(lf.includes('\r')).toBe(false)
    expect(parseGpc(lf)).toEqual(parseGpc(crlf))
  })

  it('joins 078/079 message fields, running a full field on into the next', () => {
    const message =
      'Platba za ubytování 12.–14. 3. 2026 (pokoj Modrý, 2 dospělí + 1 dítě), rezervace 202610004, děkujeme'
    const statement = buildStatement({ movements: [buildMovement({ message })] })
    const bytes = writeGpc(statement)
    expect(bytes.toString('latin1')).toMatch(/\r\n078.*\r\n079/s)
    expect(parseGpc(bytes)[0]?.movements[0]?.message).toBe(message)
  })

  it('separates message fields that end short with a space', () => {
    const record = `078${'Faktura 2026'.padEnd(35)}${'VS 202610004'.padEnd(35)}`
    const bytes = Buffer.concat([sample, encodeWindows1250(`${record}\r\n`)])
    expect(parseGpc(bytes)[0]?.movements[0]?.message).toBe('Faktura 2026 VS 202610004')
  })

  it('skips 076 detail records and a DOS end-of-file mark', () => {
    const bytes = Buffer.concat([sample, Buffer.from(`076${'1'.repeat(40)}\r\n\x1a`, 'latin1')])
    expect(parseGpc(bytes)).toEqual(parseGpc(sample))
  })

  it('parses 10 000 items', () => {
    const movements = Array.from({ length: 10_000 }, (_, i) =>
      buildMovement({
        externalId: String(i + 1),
        amount: i % 2 ? -(i + 1) : i + 1,
        kind: i % 2 ? 'PAYMENT' : 'INCOME',
      }),
    )
    const bytes = writeGpc(buildStatement({ movements }))
    const started = performance.now()
    const [parsed] = parseGpc(bytes, { bankCode: '2010' })
    console.warn(`GPC: 10 000 items (${bytes.length} bytes) parsed in ${(performance.now() - started).toFixed(1)} ms`)
    expect(parsed?.movements).toEqual(movements)
  })
})

describe('GPC external ids', () => {
  it('uses the bank item id without leading zeros', () => {
    expect(parseGpc(sample)[0]?.movements[0]?.externalId).toBe('16659818503')
  })

  it('derives the same ids on every parse when the bank gives none', () => {
    const statement = buildStatement({ movements: [buildMovement(), buildMovement(), buildMovement({ amount: 1 })] })
    const bytes = withoutItemIds(writeGpc(statement))
    const first = parseGpc(bytes)[0]?.movements.map((m) => m.externalId)
    const second = parseGpc(Buffer.from(bytes))[0]?.movements.map((m) => m.externalId)
    expect(first).toEqual(second)
    expect(new Set(first).size).toBe(3)
    expect(first?.[0]).toMatch(/^gpc:003:1:[0-9a-f]{16}$/)
  })

  it('derives ids for an item id the file repeats, and keeps them when the statement comes in another file', () => {
    const statement = buildStatement({
      movements: [buildMovement({ externalId: '7' }), buildMovement({ externalId: '7', amount: 5 })],
    })
    const alone = parseGpc(writeGpc(statement))[0]?.movements.map((m) => m.externalId)
    const other = buildStatement({ statementNumber: 2, movements: [buildMovement({ externalId: '8' })] })
    const together = parseGpc(Buffer.concat([writeGpc(other), writeGpc(statement)]))[1]?.movements.map(
      (m) => m.externalId,
    )
    expect(alone).toHaveLength(2)
    expect(alone?.every((id) => id.startsWith('gpc:003:'))).toBe(true)
    expect(new Set(alone).size).toBe(2)
    expect(together).toEqual(alone)
  })
})

describe('GPC format errors', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'no statement header (074)'],
    ['blank lines only', Buffer.from('\r\n  \r\n'), 'no statement header (074)'],
    [
      'an item first',
      Buffer.from(sample.toString('latin1').split('\r\n')[1] ?? ''),
      'line 1: record 075 before any statement header (074)',
    ],
    ['an unknown record', sampleWith(2, 1, 3, '099'), 'line 2: unknown record type "099"'],
    [
      'a letter in the amount',
      sampleWith(2, 49, 60, '00000012a456'),
      'line 2: amount is not a number ("00000012a456")',
    ],
    ['item code 3', sampleWith(2, 61, 61, '3'), 'line 2: item code is not 1, 2, 4 or 5 ("3")'],
    ['31 February', sampleWith(2, 123, 128, '310226'), 'line 2: due date is not a date DDMMYY ("310226")'],
    ['a letter in the VS', sampleWith(2, 62, 71, '12A4'), 'line 2: variable symbol is not a number ("12A4")'],
    ['an unknown currency', sampleWith(2, 119, 122, '0999'), 'line 2: unknown currency code "0999"'],
    ['a balance without sign', sampleWith(1, 60, 60, 'x'), 'line 1: old balance sign is not + or - ("x")'],
    [
      'a letter in the account',
      sampleWith(1, 4, 19, '00000026001137X5'),
      'line 1: account number is not a number ("00000026001137X5")',
    ],
    ['a line too long', sampleWith(2, 128, 128, '8XYZ'), 'line 2: longer than 128 characters'],
    [
      'an item of another account',
      sampleWith(2, 4, 19, '0000000000000123'),
      'line 2: item of account 0000000000000123 in the statement of account 0000002600113745',
    ],
    [
      'a message before any item',
      Buffer.concat([sample.subarray(0, 130), Buffer.from(`078${'x'.repeat(35)}`)]),
      'line 2: message record (078) without an item (075) before it',
    ],
  ])('names the line and the defect for %s', (_, bytes, expected) => {
    expect(formatError(bytes)).toBe(expected)
  })

  it('carries the line number', () => {
    const error = (() => {
      try {
        parseGpc(sampleWith(2, 61, 61, '9'))
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(GpcFormatError)
    expect((error as GpcFormatError).line).toBe(2)
  })
})
