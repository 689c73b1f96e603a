import type { Message, StayPrice } from '@innkeep/contract'
import { useQueries } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { publicComputePrice } from '../../api/public-endpoints.ts'
import { apiQueryOptions, type QueryError } from '../../api/query.ts'
import type { Counts } from './guest-counts-picker.tsx'

/** The most rooms booked with the first one (PublicBooking.rooms). */
export const MAX_FURTHER_ROOMS = 9

/** A room booked with the first one for the same dates, with its own guests. */
export interface FurtherRoom {
  key: number
  /** Not chosen yet. */
  resourceId: string | null
  guests: Counts
  /** The server's refusal of this room: over its capacity, gone, or booked by someone else meanwhile. */
  error: string | null
}

const ROOM_FIELD = /^rooms\.(\d+)(\.|$)/

/** The price of each further room for its guests (compute-price), the same query the first room's price uses. */
function useRoomPrices(rooms: readonly FurtherRoom[], dates: { since: string; till: string } | null) {
  return useQueries({
    queries: rooms.map((room) =>
      apiQueryOptions(
        publicComputePrice,
        {
          params: { id: room.resourceId ?? '' },
          query: {
            sinceInLocalDate: dates?.since ?? '',
            tillInLocalDate: dates?.till ?? '',
            ADULT: room.guests.ADULT,
            CHILD: room.guests.CHILD,
            ZTP: room.guests.ZTP,
            OVER60: room.guests.OVER60,
            WORK: room.guests.WORK,
          },
        },
        { onError: () => undefined, enabled: room.resourceId !== null && dates !== null },
      ),
    ),
  })
}

export interface RoomPrice {
  data: StayPrice | null | undefined
  error: QueryError | null
  refetch: () => unknown
}

/**
 * The rooms a party books with the first one (a family of six in two rooms): each line's room and
 * guests, its price, and the server's refusals that name it (`rooms.{i}.…`, a CONFLICT on its room).
 * Rooms refused as taken stay out of the choice until the dates change.
 */
export function useFurtherRooms(dates: { since: string; till: string } | null) {
  const [rooms, setRooms] = useState<FurtherRoom[]>([])
  const [taken, setTaken] = useState<string[]>([])
  const nextKey = useRef(1)
  const prices: RoomPrice[] = useRoomPrices(rooms, dates)
  const patch = (key: number, change: Partial<FurtherRoom>) =>
    setRooms((all) => all.map((room) => (room.key === key ? { ...room, ...change } : room)))

  return {
    rooms,
    prices,
    taken,
    /** Every line has its room: the booking may go. */
    complete: rooms.every((room) => room.resourceId !== null),
    /** What the booking sends as `rooms`, and which line each entry is (its messages come back by index). */
    sent: () => {
      const chosen = rooms.flatMap((room) => (room.resourceId ? [{ ...room, resourceId: room.resourceId }] : []))
      return {
        body: chosen.map((room) => ({ resourceId: room.resourceId, guests: room.guests })),
        keys: chosen.map((room) => room.key),
      }
    },
    add: (guests: Counts) => {
      const key = nextKey.current++
      setRooms((all) => [...all, { key, resourceId: null, guests, error: null }])
    },
    remove: (key: number) => setRooms((all) => all.filter((room) => room.key !== key)),
    choose: (key: number, resourceId: string | null) => patch(key, { resourceId, error: null }),
    setGuests: (key: number, guests: Counts) => patch(key, { guests, error: null }),
    /** The first room is now this one: a line that had it chooses again. */
    release: (resourceId: string) =>
      setRooms((all) => all.map((room) => (room.resourceId === resourceId ? { ...room, resourceId: null } : room))),
    /** Other dates: every line chooses its room again, and the rooms taken may be free then. */
    clearChoices: () => {
      setRooms((all) => all.map((room) => ({ ...room, resourceId: null, error: null })))
      setTaken([])
    },
    /** Keeps the VALIDATION messages about the rooms sent (`rooms.{i}.…`, in the order of `sent`); returns the others. */
    takeRefusal: (messages: Message[], sent: readonly number[]): Message[] => {
      const rest: Message[] = []
      const errors = new Map<number, string[]>()
      for (const message of messages) {
        const index = ROOM_FIELD.exec(message.field ?? '')?.[1]
        const key = index === undefined ? undefined : sent[Number(index)]
        if (key === undefined) rest.push(message)
        else errors.set(key, [...(errors.get(key) ?? []), message.text])
      }
      if (errors.size > 0)
        setRooms((all) =>
          all.map((room) => {
            const texts = errors.get(room.key)
            return texts ? { ...room, error: texts.join(' ') } : room
          }),
        )
      return rest
    },
    /** A CONFLICT on a further room: it drops out of the choice and its line says so. False when no line has it. */
    takeConflict: (resourceId: string, text: string): boolean => {
      if (!rooms.some((room) => room.resourceId === resourceId)) return false
      setTaken((all) => [...all, resourceId])
      setRooms((all) =>
        all.map((room) => (room.resourceId === resourceId ? { ...room, resourceId: null, error: text } : room)),
      )
      return true
    },
    reset: () => {
      setRooms([])
      setTaken([])
    },
  }
}

export type FurtherRooms = ReturnType<typeof useFurtherRooms>
