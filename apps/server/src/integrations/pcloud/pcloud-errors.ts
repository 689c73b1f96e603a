/**
 * What can go wrong talking to pCloud. pCloud answers HTTP 200 with `result` ≠ 0 for its own
 * errors (docs.pcloud.com "Errors"); the client turns each into one of these. No message holds the
 * access token: the client builds its messages and scrubs anything that came from outside.
 */
export class PCloudError extends Error {
  override name = 'PCloudError'
  constructor(
    message: string,
    /** pCloud's `result` code; null when the failure was not pCloud's answer (network, HTTP status). */
    readonly result: number | null = null,
  ) {
    super(message)
  }
}

/** 1000 log in required, 2000 log in failed, 2094/2095 invalid or expired token, 2003 access denied. */
export class PCloudAuthError extends PCloudError {
  override name = 'PCloudAuthError'
}

/** 2005 directory does not exist, 2002 a component of the parent directory does not exist. */
export class PCloudFolderMissingError extends PCloudError {
  override name = 'PCloudFolderMissingError'
}

/** 2008 the account is over its quota. */
export class PCloudQuotaError extends PCloudError {
  override name = 'PCloudQuotaError'
}

/** 4000 too many tries from this address: wait a minute. */
export class PCloudRateLimitedError extends PCloudError {
  override name = 'PCloudRateLimitedError'
  readonly retryAfterMs = 60_000
}

/** 5xxx internal errors, HTTP errors, timeouts, answers that are not JSON: try again later. */
export class PCloudUnavailableError extends PCloudError {
  override name = 'PCloudUnavailableError'
}

/** Any other `result` (a bad name, a missing parameter…): trying again will not help. */
export class PCloudRequestError extends PCloudError {
  override name = 'PCloudRequestError'
}

const AUTH = new Set([1000, 2000, 2003, 2094, 2095])
const FOLDER_MISSING = new Set([2002, 2005])

/** The typed error for a `result` code pCloud answered. */
export function errorForResult(result: number, text: string, method: string): PCloudError {
  const message = `pCloud ${method}: ${result} ${text}`.trim()
  if (AUTH.has(result)) return new PCloudAuthError(message, result)
  if (FOLDER_MISSING.has(result)) return new PCloudFolderMissingError(message, result)
  if (result === 2008) return new PCloudQuotaError(message, result)
  if (result === 4000) return new PCloudRateLimitedError(message, result)
  if (result >= 5000 && result < 6000) return new PCloudUnavailableError(message, result)
  return new PCloudRequestError(message, result)
}
