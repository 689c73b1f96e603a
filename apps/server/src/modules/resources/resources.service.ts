import {
  CancellationPolicy,
  freeUntilOf,
  type Resource,
  type ResourceGroup,
  type ResourceGroupInput,
  type ResourceInput,
  TranslationsView,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isForeignKeyViolation, RESOURCE_PRICE_FK } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import * as q from './resources.queries.ts'

type GroupValues = z.output<typeof ResourceGroupInput>
type ResourceValues = z.output<typeof ResourceInput>
type Translations = z.infer<typeof TranslationsView>

/** The stored English and German texts; anything else a row might hold is left out. */
export function translationsOf(stored: unknown): Translations {
  const parsed = TranslationsView.safeParse(stored)
  return parsed.success ? parsed.data : {}
}

/** The stored cancellation policy, or null for none (or one the contract no longer reads). */
export function cancellationPolicyOf(stored: unknown): CancellationPolicy | null {
  if (stored === null || stored === undefined) return null
  const parsed = CancellationPolicy.safeParse(stored)
  return parsed.success ? parsed.data : null
}

export function toResource(row: q.ResourceRow): Resource {
  return {
    id: row.id,
    groupId: row.groupId,
    kind: row.kind,
    name: row.name,
    description: row.description,
    capacity: row.capacity,
    twinBeds: row.twinBeds,
    singleBeds: row.singleBeds,
    bathroom: row.bathroom,
    vehicleTypes: row.vehicleTypes,
    electricity: row.electricity,
    priceCode: row.priceCode,
    position: row.position,
    retired: row.retiredAt !== null,
    translations: translationsOf(row.translations),
    version: row.version,
  }
}

function toGroup(row: q.ResourceGroupRow, resourceCount: number): ResourceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    bookableOnline: row.bookableOnline,
    position: row.position,
    retired: row.retiredAt !== null,
    resourceCount,
    cancellationPolicy: cancellationPolicyOf(row.cancellationPolicy),
    translations: translationsOf(row.translations),
    version: row.version,
  }
}

export async function listResources(
  db: Db,
  access: WorkspaceAccess,
  filter: {
    includeRetired?: 'true' | 'false' | undefined
    groupId?: string | undefined
    kind?: Resource['kind'] | undefined
  },
) {
  const rows = await q.selectResources(db, access.workspace.id, {
    ...filter,
    includeRetired: filter.includeRetired === 'true',
  })
  return rows.map(toResource)
}

export async function listGroups(db: Db, access: WorkspaceAccess, includeRetired: boolean) {
  const rows = await q.selectGroups(db, access.workspace.id, includeRetired)
  return rows.map((row) => toGroup(row.group, row.resourceCount))
}

async function groupWithCount(db: Db, access: WorkspaceAccess, id: string) {
  const found = (await listGroups(db, access, true)).find((g) => g.id === id)
  if (!found) throw notFound()
  return found
}

export async function saveGroup(db: Db, access: WorkspaceAccess, input: GroupValues) {
  const values = {
    name: input.name,
    description: input.description,
    bookableOnline: input.bookableOnline,
    ...(input.cancellationPolicy !== undefined ? { cancellationPolicy: input.cancellationPolicy } : {}),
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
  }
  const ws = access.workspace.id
  if (!input.id) {
    const row = await q.insertGroup(db, {
      workspaceId: ws,
      id: newId(),
      position: await q.nextPosition(db, ws, 'groups'),
      ...values,
    })
    if (!row) throw new Error('group insert returned nothing')
    return toGroup(row, 0)
  }
  if (input.version === undefined) throw validation('version', 'validation.required')
  const updated = await q.updateGroupIfVersion(db, ws, input.id, input.version, values)
  if (updated) return groupWithCount(db, access, updated.id)
  if (!(await q.findGroup(db, ws, input.id))) throw notFound()
  throw conflict('resources.stale', await groupWithCount(db, access, input.id))
}

/** Each kind keeps only the attributes that mean something for it. */
interface ResourceAttributes {
  groupId: string
  kind: ResourceValues['kind']
  name: string
  description: string
  capacity: number
  priceCode: string | null
  twinBeds: number
  singleBeds: number
  bathroom: ResourceValues['bathroom']
  vehicleTypes: ResourceValues['vehicleTypes']
  electricity: boolean
  translations?: ResourceValues['translations']
}

function attributesOf(input: ResourceValues): ResourceAttributes {
  const common = {
    groupId: input.groupId,
    kind: input.kind,
    name: input.name,
    description: input.description,
    capacity: input.capacity,
    priceCode: input.priceCode,
    ...(input.translations !== undefined ? { translations: input.translations } : {}),
  }
  const none = { twinBeds: 0, singleBeds: 0, bathroom: null, vehicleTypes: [], electricity: false }
  const vehicleTypes = [...new Set(input.vehicleTypes)]
  if (input.kind === 'PENSIONROOM') {
    return { ...common, ...none, twinBeds: input.twinBeds, singleBeds: input.singleBeds, bathroom: input.bathroom }
  }
  if (input.kind === 'MOTORHOME') return { ...common, ...none, vehicleTypes, electricity: input.electricity }
  return { ...common, ...none }
}

export async function saveResource(db: Db, access: WorkspaceAccess, input: ResourceValues) {
  const ws = access.workspace.id
  const group = await q.findGroup(db, ws, input.groupId)
  if (!group || group.retiredAt) throw validation('groupId', 'resources.groupNotFound')
  if (input.kind === 'MOTORHOME' && input.vehicleTypes.length === 0)
    throw validation('vehicleTypes', 'resources.vehicleTypesRequired')
  if (input.kind === 'PENSIONROOM' && input.capacity < 1)
    throw validation('capacity', 'validation.tooSmall', { min: 1 })
  const values = attributesOf(input)
  try {
    return await writeResource(db, ws, input, values)
  } catch (error) {
    if (isForeignKeyViolation(error, RESOURCE_PRICE_FK)) throw validation('priceCode', 'pricelist.notFound')
    throw error
  }
}

async function writeResource(db: Db, ws: string, input: ResourceValues, values: ResourceAttributes): Promise<Resource> {
  if (!input.id) {
    const row = await q.insertResource(db, {
      workspaceId: ws,
      id: newId(),
      position: await q.nextPosition(db, ws, 'resources'),
      ...values,
    })
    if (!row) throw new Error('resource insert returned nothing')
    return toResource(row)
  }
  if (input.version === undefined) throw validation('version', 'validation.required')
  const updated = await q.updateResourceIfVersion(db, ws, input.id, input.version, values)
  if (updated) return toResource(updated)
  const current = await q.findResource(db, ws, input.id)
  if (!current) throw notFound()
  throw conflict('resources.stale', toResource(current))
}

/** Active resources of the workspace, for other modules (pricing shows which resources use an item). */
export async function activeResources(db: Db, workspaceId: string) {
  return (await q.selectResources(db, workspaceId, { includeRetired: false })).map(toResource)
}

/** Names of the given resources, retired ones included (old stays still name them). */
export async function resourceNames(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  return new Map((await q.selectNames(db, workspaceId, [...new Set(ids)])).map((row) => [row.id, row.name]))
}

/** Resources guests may book online, by id, in any workspace (retired ones and offline groups left out). */
export async function bookableResources(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await q.selectAnywhere(db, [...new Set(ids)])
  return rows
    .filter(
      (row) =>
        row.bookableOnline && !row.groupRetiredAt && !row.resource.retiredAt && row.resource.kind !== 'RESTAURANT',
    )
    .map((row) => ({ workspaceId: row.resource.workspaceId, ...toResource(row.resource) }))
}

/** A group offered online, in any workspace (the booking page names it by id). */
export async function bookableGroup(db: Db, id: string, workspaceId?: string) {
  const group = workspaceId ? await q.findGroup(db, workspaceId, id) : await q.findGroupAnywhere(db, id)
  if (!group?.bookableOnline || group.retiredAt) return undefined
  return group
}

/** The active groups of a workspace offered online, in their order. */
export async function bookableGroups(db: Db, workspaceId: string) {
  const rows = await q.selectGroups(db, workspaceId, false)
  return rows.map((row) => row.group).filter((group) => group.bookableOnline)
}

export async function groupExists(db: Db, workspaceId: string, id: string): Promise<boolean> {
  return (await q.findGroup(db, workspaceId, id)) !== undefined
}

export async function findActiveResource(db: Db, workspaceId: string, id: string) {
  const row = await q.findResource(db, workspaceId, id)
  return row && !row.retiredAt ? toResource(row) : undefined
}

export async function order({ db, access }: StaffContext, target: 'RESOURCES' | 'GROUPS', ids: string[]) {
  if (new Set(ids).size !== ids.length) throw validation('ids', 'resources.duplicateIds')
  const ordered = await q.setPositions(db, access.workspace.id, target === 'RESOURCES' ? 'resources' : 'groups', ids)
  return { ordered }
}

export async function setResourceRetired({ db, access }: StaffContext, id: string, retired: boolean) {
  if (!(await q.setRetired(db, access.workspace.id, 'resources', id, retired))) throw notFound()
  const row = await q.findResource(db, access.workspace.id, id)
  if (!row) throw notFound()
  return toResource(row)
}

export async function setGroupRetired({ db, access }: StaffContext, id: string, retired: boolean) {
  if (!(await q.setRetired(db, access.workspace.id, 'groups', id, retired))) throw notFound()
  return groupWithCount(db, access, id)
}

/** The cancellation policy of the room's group, and the last day a stay arriving `since` cancels free (null: none). */
export async function cancellationOfRoom(db: Db, workspaceId: string, resourceId: string, since: string) {
  const policy = cancellationPolicyOf(await q.findPolicyOfRoom(db, workspaceId, resourceId))
  return policy ? { policy, freeUntil: freeUntilOf(policy, since) } : null
}
