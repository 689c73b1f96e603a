/** The ids in their new order after moving `id` one step up (-1) or down (+1); null at either end. */
export function moveCategory(ids: readonly string[], id: string, direction: -1 | 1): string[] | null {
  const at = ids.indexOf(id)
  const to = at + direction
  if (at < 0 || to < 0 || to >= ids.length) return null
  const next = [...ids]
  next[at] = ids[to] as string
  next[to] = id
  return next
}
