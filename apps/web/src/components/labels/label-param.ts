const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The label filter as the address holds it: `?label=<id>,<id>` (anything else in it is ignored). */
export function readLabelIds(params: URLSearchParams, key = 'label'): string[] {
  const ids = (params.get(key) ?? '').split(',').filter((id) => ID.test(id))
  return [...new Set(ids)]
}

/** The address value of a label filter; null takes the parameter away. */
export function labelParam(ids: readonly string[]): string | null {
  return ids.length > 0 ? ids.join(',') : null
}
