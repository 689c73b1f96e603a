import type { EndpointDef } from '@innkeep/contract'
import { currentGuestLanguage } from '../i18n/instance.ts'
import { ApiError, genericMessages } from './api-error.ts'
import { buildUrl } from './client.ts'
import { authorizationHeader } from './credentials.ts'

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { messages?: { text: string }[] }
    return body.messages?.[0]?.text ?? genericMessages.status(response.status)
  } catch {
    return genericMessages.status(response.status)
  }
}

/**
 * A file answer (PDF) through the same headers as the JSON client, saved under `filename`.
 * Throws an ApiError with the server's message when the answer is not the file.
 */
export async function downloadFile(
  endpoint: EndpointDef,
  input: { params?: object; query?: object },
  filename: string,
): Promise<void> {
  const url = buildUrl(endpoint, input)
  const headers: Record<string, string> = { 'Accept-Language': currentGuestLanguage() }
  const authorization = await authorizationHeader()
  if (authorization) headers.Authorization = authorization
  const fail = (message: string, status: number | null) =>
    new ApiError(message, {
      code: status === null ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE',
      method: endpoint.method,
      url,
      status,
      requestPayload: undefined,
      messages: [],
    })
  let response: Response
  try {
    response = await fetch(url, { method: endpoint.method, headers })
  } catch {
    throw fail(genericMessages.network, null)
  }
  if (!response.ok || response.headers.get('content-type')?.includes('json')) {
    throw fail(await messageOf(response), response.status)
  }
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
}
