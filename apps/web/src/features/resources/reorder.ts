/**
 * The whole order of ids after moving `id` one step up (-1) or down (+1) among the items that
 * `sameList` keeps (its group's rooms): it swaps places with its neighbour there. Null when it is
 * already first or last.
 */
export function moveInOrder<T extends { id: string }>(
  items: T[],
  id: string,
  direction: -1 | 1,
  sameList: (item: T) => boolean = () => true,
): string[] | null {
  const siblings = items.filter(sameList)
  const at = siblings.findIndex((item) => item.id === id)
  const neighbour = siblings[at + direction]
  if (at < 0 || !neighbour) return null
  const ids = items.map((item) => item.id)
  const a = ids.indexOf(id)
  const b = ids.indexOf(neighbour.id)
  ids[a] = neighbour.id
  ids[b] = id
  return ids
}
