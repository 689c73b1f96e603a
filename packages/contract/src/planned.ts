import { z } from 'zod'
import { Id, NotBuilt } from './common.ts'
import { type Access, endpoint, type HttpMethod } from './endpoint.ts'
import type { Permission } from './roles.ts'

type ParamSchemas = Record<string, z.ZodType>

const DEFAULT_PARAMS: ParamSchemas = { slugs: z.string().max(100), id: Id }

/**
 * A call whose area is not built yet: its record exists (method, path, access, permission, typed
 * path parameters) so that auth, tenant isolation and fuzzing cover it; the server answers 501.
 * The area's issue replaces it with a full definition.
 */
export function planned(options: {
  name: string
  method: HttpMethod
  path: string
  access: Access
  permission?: Permission
  summary: string
  params?: ParamSchemas
}) {
  const names = [...options.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  const shape: ParamSchemas = {}
  for (const key of names) shape[key] = options.params?.[key] ?? DEFAULT_PARAMS[key] ?? z.string().max(100)
  return endpoint({
    name: options.name,
    method: options.method,
    path: options.path,
    access: options.access,
    ...(options.permission ? { permission: options.permission } : {}),
    status: 'planned',
    summary: options.summary,
    ...(names.length > 0 ? { params: z.object(shape) } : {}),
    response: NotBuilt,
  })
}
