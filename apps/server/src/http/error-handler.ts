import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isDataException } from '../db/errors.ts'
import type { GuestLanguage } from '../i18n/language.ts'
import { translate } from '../i18n/messages.ts'
import { translateForGuest } from '../i18n/messages-de.ts'
import { QueueFullError } from '../lib/semaphore.ts'
import { failure, toMessages } from './envelope.ts'
import { AppError } from './errors.ts'
import { requestLanguages } from './request-language.ts'
import { RequestValidationError } from './validation.ts'

const STATUS: Record<string, number> = {
  NOT_FOUND: 204,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
}

/**
 * The language of a failure's texts: the staff app's cs or en, or for a guest's call cs, en or de
 * (German texts in i18n/messages-de.ts). Read from the request itself: a refusal may come before the
 * onRequest hook that sets request.language.
 */
function messageLanguage(request: FastifyRequest): GuestLanguage {
  return requestLanguages(request).guestLanguage
}

/** One place maps every failure to the spec's envelope (VALIDATION, CONFLICT, ADDITIONAL_ACTION), 204 or 4xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = messageLanguage(request)
    if (error instanceof AppError) return sendAppError(error, request, reply)
    if (error instanceof RequestValidationError) {
      return sendEnvelope(reply, 200, failure('VALIDATION', toMessages(error.problems, language)))
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendEnvelope(reply, 200, failure('VALIDATION', toMessages([{ code: 'validation.invalidJson' }], language)))
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendEnvelope(reply, 200, failure('VALIDATION', toMessages([{ code: 'validation.emptyBody' }], language)))
    }
    if (error instanceof QueueFullError) {
      // the server's own bound on costly work (password hashing): not the caller's fault, so 503
      reply.header('retry-after', String(error.retryAfterSeconds))
      return sendStatus(reply, 503, translateForGuest(language, 'error.busy'))
    }
    if (isDataException(error)) {
      // a value the contract let through and PostgreSQL cannot hold: the contract has a gap to close
      request.log.warn({ err: error }, 'value refused by the database')
      return sendEnvelope(reply, 200, failure('VALIDATION', toMessages([{ code: 'validation.outOfRange' }], language)))
    }
    const status = error.statusCode ?? 500
    if (status === 413) return sendStatus(reply, 413, translateForGuest(language, 'error.tooLarge'))
    if (status === 415) return sendStatus(reply, 415, translateForGuest(language, 'error.unsupportedMedia'))
    if (status === 429) return sendStatus(reply, 429, translateForGuest(language, 'error.tooManyRequests'))
    if (status === 403) return sendStatus(reply, 403, translateForGuest(language, 'error.forbidden'))
    if (status === 404) return sendStatus(reply, 404, translateForGuest(language, 'error.notFound'))
    if (status >= 400 && status < 500)
      return sendStatus(reply, status, translateForGuest(language, 'validation.invalid'))
    request.log.error({ err: error }, 'unexpected failure')
    return sendStatus(reply, 500, translateForGuest(language, 'error.internal', { requestId: request.id }))
  })
}

/**
 * Fastify's own refusals before any route or hook runs (its `frameworkErrors` option): a path that
 * does not percent-decode (FST_ERR_BAD_URL) or a path parameter longer than the router's
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH) is a 400 in the envelope, in the request's language,
 * and never echoes the URL (Fastify's own body does).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // no onRequest hook has run: the languages and the support code are set here
  const { language: staffLanguage, guestLanguage: language } = requestLanguages(request)
  request.language = staffLanguage
  request.guestLanguage = language
  reply.header('x-request-id', request.id)
  // outside any route the reply has no serializer context, hence no JSON content type of its own
  reply.type('application/json; charset=utf-8')
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendStatus(reply, 400, translateForGuest(language, 'error.badRequest'))
  }
  request.log.error({ err: error }, 'unexpected failure')
  return sendStatus(reply, 500, translateForGuest(language, 'error.internal', { requestId: request.id }))
}

/**
 * A request Node's HTTP parser refuses (Fastify's `clientErrorHandler`): the envelope written on the
 * socket, in Czech (the headers were not read), with a support code of its own, then the connection
 * closes, as Fastify's default does.
 */
export function clientErrorHandler(nextRequestId: () => string) {
  return function onClientError(error: Error & { code?: string }, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return
    const [status, code] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'error.timeout'] as const)
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? ([431, 'error.tooLarge'] as const)
          : ([400, 'error.badRequest'] as const)
    const body = JSON.stringify({
      payload: null,
      messages: [{ scope: 'GLOBAL', severity: 'ERROR', code: `HTTP_${status}`, text: translate('cs', code) }],
      errorType: null,
      requestId: nextRequestId(),
    })
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      )
    }
    socket.destroy(error)
  }
}

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = messageLanguage(request)
  switch (error.kind) {
    case 'VALIDATION':
      return sendEnvelope(reply, 200, failure('VALIDATION', toMessages(error.problems, language)))
    case 'CONFLICT':
      return sendEnvelope(
        reply,
        200,
        failure('CONFLICT', toMessages(error.problems, language, 'CONFLICT'), error.payload),
      )
    case 'ADDITIONAL_ACTION':
      return sendEnvelope(reply, 200, failure('ADDITIONAL_ACTION', toMessages(error.problems, language), error.payload))
    case 'NOT_FOUND':
      return reply.status(204).send()
    default: {
      const status = STATUS[error.kind] ?? 500
      // a refusal with a reason the client acts on (auth.secondStepRequired) carries the reason's code
      const reason = error.problems[0]?.code
      const code =
        reason ??
        (status === 401
          ? 'error.unauthorized'
          : status === 403
            ? 'error.forbidden'
            : status === 501
              ? 'error.notImplemented'
              : 'validation.invalid')
      return sendStatus(reply, status, translateForGuest(language, code), reason)
    }
  }
}

/**
 * Failures are plain JSON: the route's compiled serializer writes only its success payload, and
 * would otherwise be asked to write a failure (errorType set, a different payload) too.
 */
function sendEnvelope(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).serializer(JSON.stringify).send(body)
}

/**
 * A non-2xx answer keeps the envelope's shape so the client can show its text; errorType stays null.
 * Its message's code is `HTTP_<status>`, or the reason's own code when the refusal has one.
 */
function sendStatus(reply: FastifyReply, status: number, text: string, reason?: string) {
  return sendEnvelope(reply, status, {
    payload: null,
    messages: [{ scope: 'GLOBAL', severity: 'ERROR', code: reason ?? `HTTP_${status}`, text }],
    errorType: null,
    requestId: reply.request.id,
  })
}
