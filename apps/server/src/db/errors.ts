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
