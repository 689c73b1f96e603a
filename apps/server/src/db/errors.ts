/** SQLSTATE of a failed query; drizzle wraps the driver's error as `cause`. */
function sqlState(error: unknown): { code?: string; constraint?: string } {
  const inner = error instanceof Error && error.cause ? error.cause : error
  if (typeof inner !== 'object' || inner === null) return {}
  const { code, constraint } = inner as { code?: unknown; constraint?: unknown }
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
  }
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error)
  return state.code === '23503' && (!constraint || state.constraint === constraint)
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error)
  return state.code === '23505' && (!constraint || state.constraint === constraint)
}

export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error)
  return state.code === '23P01' && (!constraint || state.constraint === constraint)
}

export const RESOURCE_PRICE_FK = 'resources_price_code_fk'

/** PostgreSQL broke a lock cycle by aborting this statement (40P01) or a serializable conflict (40001). */
export function isRetryable(error: unknown): boolean {
  const { code } = sqlState(error)
  return code === '40P01' || code === '40001'
}

/**
 * Runs a single-statement write again when PostgreSQL aborted it to break a deadlock; concurrent
 * inserts checked by one exclusion constraint can wait on each other.
 */
export async function retryOnDeadlock<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write()
    } catch (error) {
      if (!isRetryable(error) || attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt))
    }
  }
}

/**
 * PostgreSQL refused a value the request carried (SQLSTATE class 22, data exception: a number past
 * its column, a day it has no calendar for, text it cannot store). The contract's bounds should
 * refuse such values first, field by field; this is the last line, so a gap answers VALIDATION, not 500.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error).code?.startsWith('22') ?? false
}
