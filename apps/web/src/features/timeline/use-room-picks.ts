import { useCallback, useEffect, useState } from 'react'
import type { RoomPick } from './timeline-grid.tsx'
import { overlaps } from './timeline-math.ts'

/** The picks with one more; a pick of the same row over some of the same nights gives way to it. */
export function withPick(picks: readonly RoomPick[], pick: RoomPick): RoomPick[] {
  return [...picks.filter((other) => other.resourceId !== pick.resourceId || !overlaps(other, pick)), pick]
}

/**
 * Rooms picked one by one (Ctrl/⌘ + selection) for one booking of several rooms. Picking nights of a
 * row again replaces the row's pick they overlap; Esc drops them all.
 */
export function useRoomPicks() {
  const [picks, setPicks] = useState<RoomPick[]>([])
  const add = useCallback((pick: RoomPick) => setPicks((list) => withPick(list, pick)), [])
  const clear = useCallback(() => setPicks([]), [])
  const any = picks.length > 0

  useEffect(() => {
    if (!any) return
    const drop = (event: KeyboardEvent) => event.key === 'Escape' && clear()
    window.addEventListener('keydown', drop)
    return () => window.removeEventListener('keydown', drop)
  }, [any, clear])

  return { picks, add, clear }
}
