import type { z } from 'zod'
import type { Permission } from './roles.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * staff: /api/{slugs}/..., a member of that workspace (Bearer or Hash);
 * user: a signed-in person, no workspace; waiter: the waiter tool (Hash or a WAITER membership);
 * public: no Authorization header.
 */
export type Access = 'staff' | 'user' | 'waiter' | 'public'

export interface EndpointDef {
  /** Unique operation name, used as the OpenAPI operationId. */
  name: string
  method: HttpMethod
  /** The path exactly as the spec writes it, with `{param}` placeholders. */
  path: string
  access: Access
  /** Required for staff and waiter calls. */
  permission?: Permission
  /** `planned` calls exist and authorize, then answer 501 until their issue lands. */
  status: 'ready' | 'planned'
  /** Not in spec/calls.tsv: a call the product needs beside the spec's. */
  addition?: boolean
  /** Answers plain JSON instead of the envelope (OIDC documents) or a file. */
  raw?: boolean
  /**
   * Takes an `Idempotency-Key` header: a write sent again with the same key (the waiter's offline
   * queue) is applied once and answered with the first answer.
   */
  idempotent?: boolean
  summary: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
}

export function endpoint<const E extends EndpointDef>(definition: E): E {
  return definition
}

type InputOf<S> = NonNullable<S> extends z.ZodType ? z.input<NonNullable<S>> : undefined
export type ParamsOf<E extends EndpointDef> = InputOf<E['params']>
export type QueryOf<E extends EndpointDef> = InputOf<E['query']>
export type BodyOf<E extends EndpointDef> = InputOf<E['body']>
export type PayloadOf<E extends EndpointDef> = z.output<E['response']>

/** `/api/{slugs}/x/{id}` → `/api/:slugs/x/:id` (Fastify's form). */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`)
    return encodeURIComponent(String(value))
  })
}
