/**
 * A FIO `transactions.json` answer with `count` made-up movements booked from `from` to `till`, the
 * same for the same arguments: unique rising movement ids, two-decimal amounts of both signs, the
 * common movement types, variable symbols and Czech names. For load tests (10 000 items and more).
 */
export function generateFioStatement(count: number, from: string, till: string): string {
  const start = Date.parse(`${from}T00:00:00Z`)
  const days = Math.max(1, Math.round((Date.parse(`${till}T00:00:00Z`) - start) / 86_400_000) + 1)
  const opening = 10_000_000 // 100 000.00 CZK, in haléř
  let balance = opening
  const transactions = Array.from({ length: count }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length] as Template
    const cents = template.sign * (100 + ((i * 7919) % 5_000_000))
    balance += cents
    const bookedOn = new Date(start + Math.floor((i * days) / Math.max(count, 1)) * 86_400_000).toISOString()
    return transaction(i, template, cents, bookedOn.slice(0, 10))
  })
  return JSON.stringify({
    accountStatement: {
      info: {
        accountId: '2900000001',
        bankId: '2010',
        currency: 'CZK',
        iban: 'CZ1320100000002900000001',
        bic: 'FIOBCZPPXXX',
        openingBalance: opening / 100,
        closingBalance: balance / 100,
        dateStart: `${from}+0100`,
        dateEnd: `${till}+0100`,
        yearList: null,
        idList: null,
        idFrom: count ? movementId(0) : null,
        idTo: count ? movementId(count - 1) : null,
        idLastDownload: null,
      },
      transactionList: count ? { transaction: transactions } : null,
    },
  })
}

/** The id of the i-th generated movement: 11 digits like FIO's, unique and rising. */
export function movementId(i: number): number {
  return 26_000_000_000 + i * 3 + 1
}

interface Template {
  type: string
  sign: 1 | -1
  account: boolean
  vs: boolean
  note?: string
}

const TEMPLATES: Template[] = [
  { type: 'Bezhotovostní příjem', sign: 1, account: true, vs: true },
  { type: 'Okamžitá příchozí platba', sign: 1, account: true, vs: true },
  { type: 'Platba kartou', sign: -1, account: false, vs: false, note: 'Nákup: ALBERT 0612, Třeboň, CZ' },
  { type: 'Bezhotovostní platba', sign: -1, account: true, vs: true },
  { type: 'Příjem převodem uvnitř banky', sign: 1, account: true, vs: true },
  { type: 'Okamžitá odchozí platba', sign: -1, account: true, vs: false },
  { type: 'Poplatek', sign: -1, account: false, vs: false, note: 'Poplatek za vedení účtu' },
]

const NAMES = ['Novák, Jan', 'Dvořáková, Věra', 'Černý, Tomáš', 'Šťastná, Eliška', 'Penzion U Řeky s.r.o.']
const BANKS = ['0100', '0300', '0800', '2010', '3030', '5500']

function transaction(i: number, t: Template, cents: number, bookedOn: string) {
  const column = (id: number, name: string, value: string | number | null) =>
    value === null ? null : { value, name, id }
  const name = NAMES[i % NAMES.length] as string
  const message = t.vs ? `Rezervace ${20250000 + i}` : null
  return {
    column22: column(22, 'ID pohybu', movementId(i)),
    column0: column(0, 'Datum', `${bookedOn}+0100`),
    column1: column(1, 'Objem', cents / 100),
    column14: column(14, 'Měna', 'CZK'),
    column2: column(2, 'Protiúčet', t.account ? String(1_000_000_000 + ((i * 104_729) % 8_999_999_999)) : null),
    column10: column(10, 'Název protiúčtu', t.account ? name : null),
    column3: column(3, 'Kód banky', t.account ? (BANKS[i % BANKS.length] as string) : null),
    column12: null,
    column4: column(4, 'KS', t.vs ? '0308' : null),
    column5: column(5, 'VS', t.vs ? String(20250000 + i) : null),
    column6: null,
    column7: column(7, 'Uživatelská identifikace', t.note ?? message),
    column16: column(16, 'Zpráva pro příjemce', message),
    column8: column(8, 'Typ', t.type),
    column9: null,
    column18: null,
    column25: null,
    column26: null,
    column17: column(17, 'ID pokynu', 30_000_000_000 + i),
  }
}
