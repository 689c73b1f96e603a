import { z } from 'zod'
import { CancellationPolicy } from './booking-policies.ts'
import { Id, SlugIdParams, SlugParams, Version } from './common.ts'
import { endpoint } from './endpoint.ts'
import { BathroomType, ResourceKind, VehicleType } from './enums.ts'

// Rooms, motorhome places and restaurants, and the groups guests book from (issue 3).

/** A name and description in another language than Czech; '' falls back to the Czech one. */
const OtherLanguageText = z.object({
  name: z.string().trim().max(80).default(''),
  description: z.string().trim().max(2000).default(''),
})

/**
 * The guest-facing texts in English and German (issue 29): the booking page shows the guest's
 * language, falling back to Czech where the owner wrote none.
 */
export const Translations = z.object({ en: OtherLanguageText.optional(), de: OtherLanguageText.optional() })
export type Translations = z.input<typeof Translations>
export const TranslationsView = z.object({
  en: z.object({ name: z.string(), description: z.string() }).optional(),
  de: z.object({ name: z.string(), description: z.string() }).optional(),
})

export const ResourceGroup = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  bookableOnline: z.boolean(),
  position: z.number().int(),
  retired: z.boolean(),
  resourceCount: z.number().int(),
  /** What canceling a stay in the group costs (null: free of charge, no policy shown). */
  cancellationPolicy: CancellationPolicy.nullable(),
  translations: TranslationsView,
  version: z.number().int(),
})
export type ResourceGroup = z.infer<typeof ResourceGroup>

export const Resource = z.object({
  id: Id,
  groupId: Id,
  kind: ResourceKind,
  name: z.string(),
  description: z.string(),
  capacity: z.number().int(),
  twinBeds: z.number().int(),
  singleBeds: z.number().int(),
  bathroom: BathroomType.nullable(),
  vehicleTypes: z.array(VehicleType),
  electricity: z.boolean(),
  priceCode: z.string().nullable(),
  position: z.number().int(),
  retired: z.boolean(),
  translations: TranslationsView,
  version: z.number().int(),
})
export type Resource = z.infer<typeof Resource>

export const ResourceGroupInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(2000).default(''),
  bookableOnline: z.boolean().default(true),
  /** Left out: kept as it is; null: no policy. */
  cancellationPolicy: CancellationPolicy.nullable().optional(),
  /** Left out: kept as it is. */
  translations: Translations.optional(),
})
export type ResourceGroupInput = z.input<typeof ResourceGroupInput>

export const ResourceInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  groupId: Id,
  kind: ResourceKind,
  name: z.string().trim().min(1).max(80),
  description: z.string().trim().max(2000).default(''),
  capacity: z.number().int().min(0).max(500).default(1),
  twinBeds: z.number().int().min(0).max(50).default(0),
  singleBeds: z.number().int().min(0).max(50).default(0),
  bathroom: BathroomType.nullable().default(null),
  vehicleTypes: z.array(VehicleType).max(2).default([]),
  electricity: z.boolean().default(false),
  priceCode: z.string().trim().min(1).max(40).nullable().default(null),
  /** Left out: kept as it is. */
  translations: Translations.optional(),
})
export type ResourceInput = z.input<typeof ResourceInput>

const ListFilter = z.object({ includeRetired: z.enum(['true', 'false']).optional() })

export const listResources = endpoint({
  name: 'listResources',
  method: 'GET',
  path: '/api/{slugs}/list-resources',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: 'Rooms, places and restaurants of the workspace, in their order',
  params: SlugParams,
  query: ListFilter.extend({ groupId: Id.optional(), kind: ResourceKind.optional() }),
  response: z.array(Resource),
})

export const listResourceGroups = endpoint({
  name: 'listResourceGroups',
  method: 'GET',
  path: '/api/{slugs}/list-resource-groups',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: 'Resource groups, in their order',
  params: SlugParams,
  query: ListFilter,
  response: z.array(ResourceGroup),
})

export const saveResourceGroup = endpoint({
  name: 'saveResourceGroup',
  method: 'POST',
  path: '/api/{slugs}/resource-groups',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Create a resource group, or update one (with id and version)',
  params: SlugParams,
  body: ResourceGroupInput,
  response: ResourceGroup,
})

export const saveResource = endpoint({
  name: 'saveResource',
  method: 'POST',
  path: '/api/{slugs}/resources',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Create a resource, or update one (with id and version)',
  params: SlugParams,
  body: ResourceInput,
  response: Resource,
})

export const orderResources = endpoint({
  name: 'orderResources',
  method: 'PUT',
  path: '/api/{slugs}/resources/order',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Set the order of resources (or of groups) by listing their ids',
  params: SlugParams,
  body: z.object({ target: z.enum(['RESOURCES', 'GROUPS']), ids: z.array(Id).min(1).max(1000) }),
  response: z.object({ ordered: z.number().int() }),
})

export const setResourceRetired = endpoint({
  name: 'setResourceRetired',
  method: 'PUT',
  path: '/api/{slugs}/resources/{id}/retired',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Retire a resource (no new bookings; history stays) or bring it back',
  params: SlugIdParams,
  body: z.object({ retired: z.boolean() }),
  response: Resource,
})

export const setResourceGroupRetired = endpoint({
  name: 'setResourceGroupRetired',
  method: 'PUT',
  path: '/api/{slugs}/resource-groups/{id}/retired',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Retire a resource group or bring it back',
  params: SlugIdParams,
  body: z.object({ retired: z.boolean() }),
  response: ResourceGroup,
})

export const resourceEndpoints = [
  listResources,
  listResourceGroups,
  saveResourceGroup,
  saveResource,
  orderResources,
  setResourceRetired,
  setResourceGroupRetired,
] as const
