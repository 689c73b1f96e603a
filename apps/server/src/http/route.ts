import { type EndpointDef, type PayloadOf, ROUTE_TABLE, successEnvelopeOf, toRoutePattern } from '@innkeep/contract'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Db } from '../db/index.ts'
import type { GuestLanguage, Language } from '../i18n/language.ts'
import type { RateLimiter } from '../lib/rate-limiter.ts'
import { type AccessDeps, admit, type Principal, type WorkspaceAccess } from './access.ts'
import { recordCall } from './audit-writes.ts'
import { success } from './envelope.ts'
import { AppError, notImplemented } from './errors.ts'
import { type Idempotency, idempotencyOf, REPLAYED_HEADER } from './idempotency.ts'
import { writeLogOf } from './workspace-writes.ts'

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

export interface RequestContext<E extends EndpointDef> {
  params: Parsed<E['params']>
  query: Parsed<E['query']>
  body: Parsed<E['body']>
  language: Language
  /** A guest's call's language, German too (http/request-language.ts); a staff call's is `language`. */
  guestLanguage: GuestLanguage
  principal: E['access'] extends 'public' ? null : Principal
  access: E['access'] extends 'staff' | 'waiter' ? WorkspaceAccess : null
  /** The write's `Idempotency-Key`, for a call that takes one and was sent one. */
  idempotency?: Idempotency | undefined
  request: FastifyRequest
  reply: FastifyReply
}

export interface RouteImpl {
  endpoint: EndpointDef
  handler: (ctx: RequestContext<EndpointDef>) => Promise<unknown>
  /** Fastify route options beyond the contract: a larger body limit for one upload call. */
  options?: { bodyLimit?: number }
}

/** Binds a handler to its contract endpoint; the handler's input and output types come from the contract. */
export function route<E extends EndpointDef>(
  endpoint: E,
  handler: (ctx: RequestContext<E>) => Promise<PayloadOf<E>>,
  options?: RouteImpl['options'],
): RouteImpl {
  return { endpoint, handler: handler as unknown as RouteImpl['handler'], ...(options ? { options } : {}) }
}

declare module 'fastify' {
  interface FastifyRequest {
    language: Language
    guestLanguage: GuestLanguage
    principal: Principal | null
    workspaceAccess: WorkspaceAccess | null
  }
}

/**
 * Registers every call of the contract's route table: path, method, schemas and access are never
 * repeated by hand. A ready call without a handler is a startup error; a planned one answers 501
 * after authentication and authorization, so the harnesses cover it.
 */
export function registerRoutes(
  app: FastifyInstance,
  deps: AccessDeps & { publicLimiter: RateLimiter },
  impls: RouteImpl[],
): void {
  const byName = new Map(impls.map((impl) => [impl.endpoint.name, impl]))
  const writes = writeLogOf(deps.db)
  for (const impl of impls) {
    if (!ROUTE_TABLE.includes(impl.endpoint)) throw new Error(`${impl.endpoint.name} is not in the route table`)
  }
  for (const endpoint of ROUTE_TABLE) {
    const impl = byName.get(endpoint.name)
    if (endpoint.status === 'ready' && !impl) throw new Error(`no handler for ready call ${endpoint.name}`)
    const audit = auditOf(deps.db, endpoint)
    app.route({
      method: endpoint.method,
      url: toRoutePattern(endpoint.path),
      ...(impl?.options?.bodyLimit ? { bodyLimit: impl.options.bodyLimit } : {}),
      schema: {
        operationId: endpoint.name,
        summary: endpoint.summary,
        tags: [endpoint.access],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        // failures are written by the error handler, which bypasses this serializer
        response: { 200: endpoint.raw ? endpoint.response : successEnvelopeOf(endpoint.response) },
      },
      onRequest: async (request, reply) => {
        request.principal = null
        request.workspaceAccess = null
        if (endpoint.access === 'public') {
          // guests' calls are open to anyone: each client address gets a budget per minute
          if (!endpoint.path.startsWith('/public') && !endpoint.path.startsWith('/ical/')) return
          const key = request.ip
          if (!deps.publicLimiter.take(key)) {
            reply.header('retry-after', String(deps.publicLimiter.retryAfterSeconds(key)))
            throw new AppError('TOO_MANY_REQUESTS', { problems: [{ code: 'error.tooManyRequests' }] })
          }
          return
        }
        const { principal, access } = await admit(deps, endpoint, request)
        request.principal = principal
        request.workspaceAccess = access
      },
      handler: async (request, reply) => {
        if (endpoint.status === 'planned' || !impl) throw notImplemented()
        try {
          const idempotency = idempotencyOf(endpoint, request)
          const payload = await impl.handler({
            params: request.params,
            query: request.query,
            body: request.body,
            language: request.language,
            guestLanguage: request.guestLanguage,
            principal: request.principal,
            access: request.workspaceAccess,
            idempotency,
            request,
            reply,
          } as RequestContext<EndpointDef>)
          // a replay changed nothing: it is not a second change in the audit trail
          if (idempotency?.replayed) reply.header(REPLAYED_HEADER, 'true')
          else await audit(request, reply, payload)
          return endpoint.raw ? payload : success(payload)
        } finally {
          // whatever the call changed is committed now: answers cached for guests must not outlive it
          if (request.workspaceAccess && endpoint.method !== 'GET') writes.record(request.workspaceAccess.workspace.id)
        }
      },
    })
  }
}

/** Records a successful staff or waiter call in the audit trail; the call's own work is committed already. */
function auditOf(db: Db, endpoint: EndpointDef) {
  return async (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
    const { workspaceAccess: access, principal } = request
    if (!access || !principal || reply.statusCode >= 300) return
    const call = { access, principal, params: request.params, query: request.query, body: request.body, answer }
    // an unrecorded change is logged loudly, but answering an error would make the caller repeat it
    await recordCall(db, endpoint, call).catch((error: unknown) => request.log.error({ err: error }, 'audit failed'))
  }
}
