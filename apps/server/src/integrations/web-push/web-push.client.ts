import webpush from 'web-push'

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

/** The server's VAPID key pair (base64url, P-256), made once per instance. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export type PushOutcome = 'SENT' | 'GONE' | 'RETRY' | 'REFUSED'

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys()
}

/** Whether an endpoint's origin is one of the allowed push services (`https://*.x.com` matches subdomains). */
export function isAllowedPushService(endpoint: string, allowed: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return allowed.some((origin) => {
    const wildcard = origin.match(/^(https?):\/\/\*\.(.+)$/)
    if (!wildcard) return url.origin === origin
    return url.protocol === `${wildcard[1]}:` && url.host.endsWith(`.${wildcard[2]}`)
  })
}

/**
 * Sends one Web Push message (RFC 8030), encrypted for the browser (RFC 8291, aes128gcm) and signed
 * with our VAPID key (RFC 8292). The `web-push` library builds the request; it is sent with fetch so
 * a timeout and a plain-http fake service work alike. GONE: the browser unsubscribed (404/410),
 * forget the subscription; RETRY: the service is busy or down; REFUSED: it will never take this one.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: { vapid: VapidKeys; subject: string; ttlSeconds: number; timeoutMs?: number; fetch?: typeof fetch },
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: { subject: options.subject, ...options.vapid },
    TTL: options.ttlSeconds,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  })
  const send = options.fetch ?? fetch
  let status: number
  try {
    const response = await send(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    })
    status = response.status
    await response.body?.cancel()
  } catch {
    return 'RETRY'
  }
  if (status >= 200 && status < 300) return 'SENT'
  if (status === 404 || status === 410) return 'GONE'
  if (status === 429 || status >= 500) return 'RETRY'
  return 'REFUSED'
}
