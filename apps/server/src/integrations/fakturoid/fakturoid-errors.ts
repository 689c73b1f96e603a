/**
 * What can go wrong talking to Fakturoid (API v3). The client builds every message itself: no
 * message holds the client secret or a token, and text from Fakturoid is cut short.
 */
export class FakturoidError extends Error {
  override name = 'FakturoidError'
  constructor(
    message: string,
    /** The HTTP status Fakturoid answered; null when there was no answer. */
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

/** 401 even with a fresh token, or the token endpoint refused the client id and secret. */
export class FakturoidAuthError extends FakturoidError {
  override name = 'FakturoidAuthError'
}

/** 402: the Fakturoid account itself is blocked (its own subscription is unpaid). */
export class FakturoidPaymentRequiredError extends FakturoidError {
  override name = 'FakturoidPaymentRequiredError'
}

/** 403 `document_locked`: the document is locked in Fakturoid and must be unlocked there first. */
export class FakturoidLockedError extends FakturoidError {
  override name = 'FakturoidLockedError'
}

/** 404: no such account (a wrong slug) or no such document (deleted in Fakturoid). */
export class FakturoidNotFoundError extends FakturoidError {
  override name = 'FakturoidNotFoundError'
}

/** 422 `{errors: {field: [messages]}}` (or 403 with the same shape): Fakturoid refused the document. */
export class FakturoidValidationError extends FakturoidError {
  override name = 'FakturoidValidationError'
  constructor(
    message: string,
    status: number,
    /** Fakturoid's field names and its own messages, as it wrote them. */
    readonly fields: Record<string, string[]>,
  ) {
    super(message, status)
  }
}

/** 429, or the rate limit is spent for longer than the client may pause: go on after `retryAfterMs`. */
export class FakturoidRateLimitedError extends FakturoidError {
  override name = 'FakturoidRateLimitedError'
  constructor(
    message: string,
    status: number | null,
    readonly retryAfterMs: number,
  ) {
    super(message, status)
  }
}

/** 503 maintenance, another 5xx, a timeout, no connection, an answer we cannot read: try again later. */
export class FakturoidUnavailableError extends FakturoidError {
  override name = 'FakturoidUnavailableError'
}

/** Any other refusal (400, 403 without details, 415…): trying again will not help. */
export class FakturoidRequestError extends FakturoidError {
  override name = 'FakturoidRequestError'
}
