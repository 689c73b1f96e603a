import type { ReservationSummary } from '@innkeep/contract'
import { type MouseEvent, type PointerEvent, useCallback, useRef, useState } from 'react'
import { movedStay, resizedStay, type Stay } from './timeline-math.ts'

export interface DropTarget extends Stay {
  resourceId: string
}

export interface BarDrag extends DropTarget {
  reservation: ReservationSummary
  /** Dropped; the ghost stays where it was dropped until the server answers. */
  saving: boolean
}

interface Press {
  x: number
  y: number
  cell: number
  mode: 'move' | 'resize'
  moved: boolean
}

const THRESHOLD_PX = 5

function rowUnder(x: number, y: number): string | undefined {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-resource-id]')
  return row?.dataset.resourceId
}

/**
 * Dragging a bar to another row or other days (mouse, pen; by touch a bar only opens), or its end to
 * change the departure. A drag that ends where it started is a click.
 */
export function useBarDrag({ days, onDrop }: { days: number; onDrop: (drag: BarDrag) => Promise<void> }) {
  const [drag, setDrag] = useState<BarDrag | null>(null)
  const press = useRef<Press | null>(null)
  const latest = useRef<BarDrag | null>(null)
  const dragged = useRef(false)

  const show = useCallback((next: BarDrag | null) => {
    latest.current = next
    setDrag(next)
  }, [])

  const barHandlers = useCallback(
    (reservation: ReservationSummary, draggable: boolean, open: () => void) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        event.stopPropagation()
        if (!draggable || event.button !== 0 || event.pointerType === 'touch') return
        const track = event.currentTarget.closest<HTMLElement>('[data-track]')
        const cell = (track?.getBoundingClientRect().width ?? days * 40) / days
        const mode = (event.target as HTMLElement).dataset.resize ? 'resize' : 'move'
        event.currentTarget.setPointerCapture(event.pointerId)
        press.current = { x: event.clientX, y: event.clientY, cell, mode, moved: false }
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        const p = press.current
        if (!p) return
        const dx = event.clientX - p.x
        if (!p.moved && Math.hypot(dx, event.clientY - p.y) < THRESHOLD_PX) return
        p.moved = true
        const delta = Math.round(dx / p.cell)
        const stay = p.mode === 'move' ? movedStay(reservation, delta) : resizedStay(reservation, delta)
        const resourceId =
          p.mode === 'move'
            ? (rowUnder(event.clientX, event.clientY) ?? reservation.resourceId)
            : reservation.resourceId
        show({ reservation, resourceId, ...stay, saving: false })
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        event.stopPropagation()
        const p = press.current
        press.current = null
        const target = latest.current
        if (!p?.moved || !target) return
        dragged.current = true
        const unchanged =
          target.resourceId === reservation.resourceId &&
          target.since === reservation.since &&
          target.till === reservation.till
        if (unchanged) return show(null)
        show({ ...target, saving: true })
        void onDrop(target).finally(() => show(null))
      },
      onPointerCancel: () => {
        press.current = null
        show(null)
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (dragged.current) {
          dragged.current = false
          event.preventDefault()
          return
        }
        open()
      },
    }),
    [days, onDrop, show],
  )

  return { drag, barHandlers }
}

export type BarHandlers = ReturnType<ReturnType<typeof useBarDrag>['barHandlers']>
