import { czechAccountToIban } from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { bankAccounts, expenses, invoices, workspaces } from '../db/schema/index.ts'
import type { BankMovement } from '../integrations/bank-statement.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { importMovements } from '../modules/bank/bank-import.ts'

const ACCOUNT = '2001234561/2010'

/**
 * The demo's operating account at FIO (no token: its movements come from a statement) and the
 * reception's cash register, with a month of movements: one invoice paid exactly (linked on import),
 * the laundry paid, a payout without a symbol, card fees — and things left to match by hand.
 */
export async function seedDemoBank(db: Db, slug: string, newId: () => string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const [existing] = await db.select().from(bankAccounts).where(eq(bankAccounts.workspaceId, workspace.id)).limit(1)
  if (existing) return
  const ws = workspace.id
  const today = todayIn(workspace.timeZone)
  const day = (offset: number) => addDays(today, offset)
  const [account] = await db
    .insert(bankAccounts)
    .values({
      workspaceId: ws,
      id: newId(),
      kind: 'BANK',
      name: 'Provozní účet',
      bank: 'FIO',
      accountNumber: ACCOUNT,
      iban: czechAccountToIban(ACCOUNT) ?? '',
      currency: 'CZK',
      openingBalance: 184_250_30,
      isDefault: true,
    })
    .returning()
  await db.insert(bankAccounts).values({
    workspaceId: ws,
    id: newId(),
    kind: 'CASH',
    name: 'Pokladna recepce',
    currency: 'CZK',
    openingBalance: 8_000_00,
  })
  if (!account) return

  const issued = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.workspaceId, ws), eq(invoices.status, 'ISSUED')))
  const bills = await db.select().from(expenses).where(eq(expenses.workspaceId, ws))
  const person = issued.find(
    (i) => (i.customer as { name: string }).name === 'Jan Novák' && i.type === 'REGULAR_INVOICE',
  )
  const proforma = issued.find((i) => i.type === 'PROFORMA')
  const laundry = bills.find((b) => (b.supplier as { name: string }).name.startsWith('Prádelna'))

  let sequence = 26_110_000_000
  const movement = (fields: Partial<BankMovement> & { amount: number; bookedOn: string }): BankMovement => {
    sequence += 7
    return {
      externalId: String(sequence),
      currency: 'CZK',
      counterpartyAccount: null,
      counterpartyName: null,
      variableSymbol: null,
      constantSymbol: null,
      specificSymbol: null,
      message: null,
      kind: fields.amount > 0 ? 'CASHLESS_INCOME' : 'CASHLESS_PAYMENT',
      ...fields,
    }
  }
  const movements = [
    movement({
      bookedOn: day(-27),
      amount: 18_640_00,
      counterpartyAccount: '2400000009/2010',
      counterpartyName: 'Booking.com B.V.',
      message: 'Payout 2026-10 Penzion',
    }),
    movement({ bookedOn: day(-25), amount: -349_00, kind: 'FEE', message: 'Poplatek za vedení účtu' }),
    movement({
      bookedOn: day(-12),
      amount: -3_278_90,
      kind: 'CARD_PAYMENT',
      counterpartyName: 'MAKRO Cash & Carry ČR',
      message: 'Nákup – snídaně',
    }),
    movement({ bookedOn: day(-4), amount: -89_00, kind: 'CARD_FEE', message: 'Poplatek za platební terminál' }),
  ]
  if (person)
    movements.push(
      movement({
        bookedOn: day(-3),
        amount: person.toPay,
        counterpartyAccount: '19-2000145399/0800',
        counterpartyName: 'NOVAK JAN',
        variableSymbol: person.variableSymbol,
        message: 'Ubytování Novák',
      }),
    )
  if (proforma)
    movements.push(
      movement({
        bookedOn: day(-1),
        amount: Math.round(proforma.toPay / 200) * 100,
        counterpartyName: 'Cestovní kancelář Krkonoše s.r.o.',
        message: `Záloha 50 % ${proforma.variableSymbol}`,
      }),
    )
  if (laundry)
    movements.push(
      movement({
        bookedOn: day(-5),
        amount: -laundry.total,
        counterpartyAccount: '2000145399/0800',
        counterpartyName: 'Prádelna Bělidlo s.r.o.',
        variableSymbol: laundry.variableSymbol,
      }),
    )
  movements.sort((a, b) => a.bookedOn.localeCompare(b.bookedOn))
  const closing = account.openingBalance + movements.reduce((sum, m) => sum + m.amount, 0)
  await db.transaction((tx) =>
    importMovements(
      tx,
      ws,
      account,
      {
        accountNumber: ACCOUNT,
        currency: 'CZK',
        openingBalance: account.openingBalance,
        closingBalance: closing,
        from: day(-30),
        till: today,
        statementNumber: 11,
        movements,
      },
      { source: 'STATEMENT', fileName: 'vypis-demo.gpc', createdBy: 'system:demo' },
    ),
  )
}
