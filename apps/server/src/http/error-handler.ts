import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { translate } from '../i18n/messages.ts'
import { failure, toMessages } from './envelope.ts'
import { AppError } from './errors.ts'
import { RequestValidationError } from './validation.ts'

const STATUS: Record<string, number> = {
  NOT_FOUND: 204,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
}

/** One place maps every failure to the spec's envelope (VALIDATION, CONFLICT, ADDITIONAL_ACTION), 204 or 4xx. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = request.language ?? 'cs'
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
    const status = error.statusCode ?? 500
    if (status === 413) return sendStatus(reply, 413, translate(language, 'error.tooLarge'))
    if (status === 415) return sendStatus(reply, 415, translate(language, 'error.unsupportedMedia'))
    if (status === 429) return sendStatus(reply, 429, translate(language, 'error.tooManyRequests'))
    if (status === 403) return sendStatus(reply, 403, translate(language, 'error.forbidden'))
    if (status === 404) return sendStatus(reply, 404, translate(language, 'error.notFound'))
    if (status >= 400 && status < 500) return sendStatus(reply, status, translate(language, 'validation.invalid'))
    request.log.error({ err: error }, 'unexpected failure')
    return sendStatus(reply, 500, translate(language, 'error.internal', { requestId: request.id }))
  })
}

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const language = request.language ?? 'cs'
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
      const code =
        error.problems[0]?.code ??
        (status === 401
          ? 'error.unauthorized'
          : status === 403
            ? 'error.forbidden'
            : status === 501
              ? 'error.notImplemented'
              : 'validation.invalid')
      return sendStatus(reply, status, translate(language, code))
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

/** A non-2xx answer keeps the envelope's shape so the client can show its text; errorType stays null. */
function sendStatus(reply: FastifyReply, status: number, text: string) {
  return sendEnvelope(reply, status, {
    payload: null,
    messages: [{ scope: 'GLOBAL', severity: 'ERROR', code: `HTTP_${status}`, text }],
    errorType: null,
    requestId: reply.request.id,
  })
}
