import {
  type ContractFilter,
  type ContractValues,
  defaultRentalPrice,
  type PassivateInput,
  type RentalDetail,
  rentalDays,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { AppError, conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Language } from '../../i18n/language.ts'
import { formatDate } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { stayHolding } from '../availability/availability.service.ts'
import { getContact } from '../contacts/contacts.service.ts'
import { invoicesOfContract } from '../invoicing/invoice-contract.service.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import { findActiveResource, resourceNames } from '../resources/resources.service.ts'
import { carExists, findCar, todayOf } from './cars.service.ts'
import { actorName, endOf, toCar, toContractSummary, toRentalRecord } from './contract-view.ts'
import * as q from './contracts.queries.ts'
import { selectRecords } from './rental-records.queries.ts'

type FilterValues = z.output<typeof ContractFilter>
type Subject = { carId: string | null; resourceId: string | null }

async function contactOf(db: Db, workspaceId: string, id: string) {
  try {
    return await getContact(db, workspaceId, id)
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return undefined
    throw error
  }
}

async function found(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.findContract(db, access.workspace.id, id)
  if (!row) throw notFound()
  return row
}

/** The detail page of a contract already read. */
export async function detailOf(db: Db, access: WorkspaceAccess, row: q.ContractView): Promise<RentalDetail> {
  const ws = access.workspace.id
  const today = todayOf(access)
  const [contact, car, records, invoices] = await Promise.all([
    getContact(db, ws, row.contactId),
    row.carId ? findCar(db, ws, row.carId) : undefined,
    selectRecords(db, ws, row.id),
    invoicesOfContract(db, access, row.id),
  ])
  const handover = records.find((r) => r.kind === 'HANDOVER')
  const returned = records.find((r) => r.kind === 'RETURN')
  const end = endOf(row)
  return {
    contract: toContractSummary(row, today),
    contact,
    car: car ? toCar(car, access.workspace.currency) : null,
    resource:
      row.resourceId && row.resourceName
        ? { id: row.resourceId, name: row.resourceName, kind: row.resourceKind ?? '' }
        : null,
    handover: handover ? toRentalRecord(handover) : null,
    return: returned ? toRentalRecord(returned) : null,
    days: end === null ? null : rentalDays(row.since, end),
    invoices,
  }
}

export async function rentalDetail(db: Db, access: WorkspaceAccess, id: string) {
  return detailOf(db, access, await found(db, access, id))
}

/** Whether the contract exists in the workspace (attachments of CONTRACT objects). */
export async function contractExists(db: Db, workspaceId: string, id: string) {
  return (await q.findNumber(db, workspaceId, id)) !== undefined
}

export async function listContracts(db: Db, access: WorkspaceAccess, filter: FilterValues) {
  const ws = access.workspace.id
  if (filter.contactId && !(await contactOf(db, ws, filter.contactId)))
    throw validation('contactId', 'vehicles.contactNotFound')
  if (filter.carId && !(await carExists(db, ws, filter.carId))) throw validation('carId', 'vehicles.carNotFound')
  if (filter.resourceId && !(await resourceNames(db, ws, [filter.resourceId])).has(filter.resourceId))
    throw validation('resourceId', 'vehicles.resourceNotFound')
  const today = todayOf(access)
  const { rows, total } = await q.selectContractPage(db, ws, { ...filter, text: filter.text || undefined })
  const items = await withLabels(
    db,
    ws,
    'CONTRACT',
    rows.map((row) => toContractSummary(row, today)),
  )
  return { items, total, page: filter.page, size: filter.size }
}

/** The car or resource a contract rents, checked; and the defaults it gives the price and deposit. */
async function subjectOf(db: Db, access: WorkspaceAccess, input: ContractValues, current?: q.ContractView) {
  const ws = access.workspace.id
  if (input.carId) {
    const car = await findCar(db, ws, input.carId)
    if (!car) throw validation('carId', 'vehicles.carNotFound')
    // a car taken out of service keeps the contracts it has, and takes no new ones
    if (!car.active && current?.carId !== car.id) throw validation('carId', 'vehicles.carInactive', { name: car.name })
    if (current?.handedOver && current.carId !== car.id) throw validation('carId', 'vehicles.carHandedOver')
    if (!input.till) throw validation('till', 'vehicles.tillRequired')
    return {
      subject: { carId: car.id, resourceId: null } as Subject,
      price: defaultRentalPrice(car.pricePerDay, input.since, input.till),
      deposit: car.deposit,
    }
  }
  const resourceId = input.resourceId ?? ''
  const resource = await findActiveResource(db, ws, resourceId)
  const kept = current?.resourceId === resourceId
  if ((!resource && !kept) || resource?.kind === 'RESTAURANT')
    throw validation('resourceId', 'vehicles.resourceNotFound')
  return { subject: { carId: null, resourceId } as Subject, price: undefined, deposit: 0 }
}

// The exclusion constraint decides; the clash we then read is the contract that holds the period.
async function clashError(
  db: Db,
  access: WorkspaceAccess,
  language: Language,
  at: { subject: Subject; since: string; till: string | null; exceptId?: string },
) {
  const clash = await q.findClash(db, access.workspace.id, at.subject, at, at.exceptId)
  const field = at.subject.carId ? 'carId' : 'resourceId'
  const end = clash ? endOf(clash) : null
  return validation(field, at.subject.carId ? 'vehicles.carTaken' : 'vehicles.resourceTaken', {
    number: clash?.number ?? '',
    contact: clash?.contactName ?? '',
    since: clash ? formatDate(clash.since, language) : '',
    till: end ? formatDate(end, language) : '…',
  })
}

/**
 * Inside the transaction, after the resource's lock (the same lock its reservations take): a
 * reservation on these days refuses a resource's contract, naming the reservation.
 */
async function refuseBookedDays(
  tx: Db,
  access: WorkspaceAccess,
  language: Language,
  at: { subject: Subject; since: string; till: string | null },
) {
  if (!at.subject.resourceId) return
  const stay = await stayHolding(tx, access.workspace.id, at.subject.resourceId, at)
  if (!stay) return
  throw validation('resourceId', 'vehicles.resourceBooked', {
    code: stay.code,
    contact: stay.contactName,
    since: formatDate(stay.since, language),
    till: formatDate(stay.till, language),
  })
}

/**
 * Creates a contract, numbered in the same transaction (a refused one gives its number back), or
 * changes an ACTIVE one at the version read. Price left out: the car's price per day × days (kept for
 * a resource's contract); deposit left out: the car's deposit on a new contract, else kept.
 */
export async function saveContract({ db, access, principal, language }: StaffContext, input: ContractValues) {
  const ws = access.workspace.id
  const current = input.id ? await found(db, access, input.id) : undefined
  if (current) {
    if (current.state !== 'ACTIVE') throw validation(undefined, 'vehicles.contractClosed')
    if (input.version === undefined) throw validation('version', 'validation.required')
    if (input.version !== current.version) throw conflict('vehicles.contractStale', await detailOf(db, access, current))
  }
  if (!(await contactOf(db, ws, input.contactId))) throw validation('contactId', 'vehicles.contactNotFound')
  const { subject, price, deposit } = await subjectOf(db, access, input, current)
  const values = {
    contactId: input.contactId,
    ...subject,
    since: input.since,
    till: input.till,
    price: input.price ?? price ?? current?.price,
    deposit: input.deposit ?? current?.deposit ?? deposit,
    note: input.note,
  }
  if (values.price === undefined) throw validation('price', 'vehicles.priceRequired')
  const row = { ...values, price: values.price }
  const subjectId = subject.carId ?? subject.resourceId ?? ''
  try {
    if (!current) {
      const id = newId()
      const year = Number(todayOf(access).slice(0, 4))
      await retryOnDeadlock(() =>
        db.transaction(async (tx) => {
          await q.lockSubject(tx, ws, subjectId)
          await refuseBookedDays(tx, access, language, { subject, since: row.since, till: row.till })
          const sequence = await q.takeNextNumber(tx, ws, year)
          const number = `${year}-${String(sequence).padStart(4, '0')}`
          await q.insertContract(tx, {
            workspaceId: ws,
            id,
            number,
            ...row,
            currency: access.workspace.currency,
            createdBy: actorName(principal),
          })
        }),
      )
      return rentalDetail(db, access, id)
    }
    const updated = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await q.lockSubject(tx, ws, subjectId)
        await refuseBookedDays(tx, access, language, { subject, since: row.since, till: row.till })
        return q.updateActiveIfVersion(tx, { workspaceId: ws, id: current.id, version: current.version }, row)
      }),
    )
    if (!updated) throw conflict('vehicles.contractStale', await rentalDetail(db, access, current.id))
    return rentalDetail(db, access, current.id)
  } catch (error) {
    if (isExclusionViolation(error))
      throw await clashError(db, access, language, { subject, since: row.since, till: row.till, exceptId: current?.id })
    throw error
  }
}

/** Ends an ACTIVE contract on `endedOn` (not before since, not after till): the vehicle is free from that day. */
export async function passivateContract(
  { db, access, language }: StaffContext,
  id: string,
  input: z.output<typeof PassivateInput>,
) {
  const current = await found(db, access, id)
  if (current.state === 'PASSIVE') throw validation(undefined, 'vehicles.alreadyPassive')
  if (current.state === 'CANCELED') throw validation(undefined, 'vehicles.contractCanceled')
  const version = input.version ?? current.version
  if (version !== current.version) throw conflict('vehicles.contractStale', await detailOf(db, access, current))
  if (input.endedOn < current.since)
    throw validation('endedOn', 'vehicles.endBeforeSince', { since: formatDate(current.since, language) })
  if (current.till && input.endedOn > current.till)
    throw validation('endedOn', 'vehicles.endAfterTill', { till: formatDate(current.till, language) })
  // a shorter period never clashes: no lock needed
  const updated = await q.updateActiveIfVersion(
    db,
    { workspaceId: access.workspace.id, id, version },
    { state: 'PASSIVE', endedOn: input.endedOn },
  )
  if (!updated) throw conflict('vehicles.contractStale', await rentalDetail(db, access, id))
  return rentalDetail(db, access, id)
}

/** Cancels an ACTIVE contract whose vehicle never left; its period is free for others at once. */
export async function cancelContract(db: Db, access: WorkspaceAccess, id: string) {
  const current = await found(db, access, id)
  if (current.state !== 'ACTIVE') throw validation(undefined, 'vehicles.contractClosed')
  if (current.handedOver) throw validation(undefined, 'vehicles.cancelHandedOver')
  const canceled = await q.cancelIfNotHandedOver(db, { workspaceId: access.workspace.id, id, version: current.version })
  if (!canceled) throw conflict('vehicles.contractStale', await rentalDetail(db, access, id))
  return rentalDetail(db, access, id)
}
