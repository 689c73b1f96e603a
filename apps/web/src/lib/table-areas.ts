interface Placed {
  area: string
  position: number
  name: string
}

export interface AreaGroup<T> {
  /** '' for tables with no area. */
  area: string
  tables: T[]
}

/**
 * Restaurant tables by area, in the order the areas first appear (tables by position, then name), the
 * tables with no area last: the waiter's grid and the managers' table list show them alike.
 */
export function groupByArea<T extends Placed>(tables: readonly T[]): AreaGroup<T>[] {
  const sorted = [...tables].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'cs'))
  const groups = new Map<string, T[]>()
  for (const table of sorted) {
    const area = table.area.trim()
    groups.set(area, [...(groups.get(area) ?? []), table])
  }
  const named = [...groups].filter(([area]) => area !== '')
  const unnamed = groups.get('')
  return [...named.map(([area, list]) => ({ area, tables: list })), ...(unnamed ? [{ area: '', tables: unnamed }] : [])]
}
