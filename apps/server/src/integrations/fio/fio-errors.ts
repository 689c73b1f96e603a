/**
 * What can go wrong talking to FIO. No message, stack or property ever holds the token: the
 * client builds the messages itself and scrubs anything that came from outside (see fio.client.ts).
 */
export class FioError extends Error {
  override name = 'FioError'
}

/** FIO allows one request per 30 s per token and answers 409 to the next one. */
export class FioRateLimitedError extends FioError {
  override name = 'FioRateLimitedError'
  readonly retryAfterMs = 30_000
}

/** The token is malformed, does not exist or is no longer active: the user has to enter a new one. */
export class FioUnauthorizedError extends FioError {
  override name = 'FioUnauthorizedError'
}

/** FIO did not give a usable answer (down, XML error document, timeout, not JSON, too large): try later. */
export class FioUnavailableError extends FioError {
  override name = 'FioUnavailableError'
  constructor(
    message: string,
    /** The HTTP status, null when there was no answer. */
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

/** FIO answered JSON, but not a statement we can read (missing column, amount with three decimals…). */
export class FioFormatError extends FioError {
  override name = 'FioFormatError'
}
