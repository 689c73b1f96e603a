import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { rentalContracts, rentalRecords } from '../../db/schema/index.ts'

export type RentalRecordRow = typeof rentalRecords.$inferSelect

export async function selectRecords(db: Db, workspaceId: string, contractId: string) {
  return db
    .select()
    .from(rentalRecords)
    .where(and(eq(rentalRecords.workspaceId, workspaceId), eq(rentalRecords.contractId, contractId)))
}

/** Handover and return records of many contracts at once (the borrowed cars list). */
export async function selectHandovers(db: Db, workspaceId: string, contractIds: string[]) {
  if (contractIds.length === 0) return []
  return db
    .select()
    .from(rentalRecords)
    .where(
      and(
        eq(rentalRecords.workspaceId, workspaceId),
        eq(rentalRecords.kind, 'HANDOVER'),
        inArray(rentalRecords.contractId, contractIds),
      ),
    )
}

/** The highest odometer reading returned by the car's other contracts that started before `since`. */
export async function lastReturnedMileageBefore(
  db: Db,
  workspaceId: string,
  carId: string,
  since: string,
  exceptContractId: string,
) {
  const [row] = await db
    .select({ mileage: rentalRecords.mileage })
    .from(rentalRecords)
    .innerJoin(
      rentalContracts,
      and(eq(rentalContracts.workspaceId, rentalRecords.workspaceId), eq(rentalContracts.id, rentalRecords.contractId)),
    )
    .where(
      and(
        eq(rentalRecords.workspaceId, workspaceId),
        eq(rentalRecords.kind, 'RETURN'),
        eq(rentalContracts.carId, carId),
        lt(rentalContracts.since, since),
        ne(rentalContracts.id, exceptContractId),
      ),
    )
    .orderBy(desc(rentalRecords.mileage))
    .limit(1)
  return row?.mileage
}

/**
 * Takes the contract's row for the transaction: one writer of its records at a time, so the deposit
 * given back at the return is checked against the handover as it stands.
 */
export async function lockContract(tx: Db, workspaceId: string, contractId: string) {
  await tx
    .select({ id: rentalContracts.id })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.workspaceId, workspaceId), eq(rentalContracts.id, contractId)))
    .for('no key update')
}

export async function insertRecord(db: Db, row: typeof rentalRecords.$inferInsert) {
  const [inserted] = await db.insert(rentalRecords).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function updateRecordIfVersion(
  db: Db,
  key: { workspaceId: string; contractId: string; kind: RentalRecordRow['kind']; version: number },
  values: Pick<
    RentalRecordRow,
    | 'at'
    | 'mileage'
    | 'fuelEighths'
    | 'damageNotes'
    | 'recordedBy'
    | 'depositTaken'
    | 'depositMethod'
    | 'depositReturned'
    | 'depositWithheldReason'
  >,
) {
  const [row] = await db
    .update(rentalRecords)
    .set({ ...values, version: sql`${rentalRecords.version} + 1` })
    .where(
      and(
        eq(rentalRecords.workspaceId, key.workspaceId),
        eq(rentalRecords.contractId, key.contractId),
        eq(rentalRecords.kind, key.kind),
        eq(rentalRecords.version, key.version),
      ),
    )
    .returning()
  return row
}
