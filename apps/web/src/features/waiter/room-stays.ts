import { type Message, type RoomStay, waiterRoomStays } from '@innkeep/contract'
import { useCallback, useState } from 'react'
import { useApiQuery } from '../../api/query.ts'

/** The stays checked in now; read when the waiter picks "Na pokoj", again on focus (a guest may leave). */
export function useRoomStays(enabled: boolean) {
  return useApiQuery(waiterRoomStays, {}, { enabled, refetchOnWindowFocus: true, onError: () => undefined })
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Room or guest name, without caring about diacritics or case (`novak` finds `Novák`). */
export function matchesStay(stay: RoomStay, text: string): boolean {
  const wanted = plain(text.trim())
  return plain(`${stay.resourceName} ${stay.guestName}`).includes(wanted)
}

/** The server refused the stay (`restaurant.roomNotInHouse`: the guest is no longer checked in). */
export function isRoomRefusal(messages: readonly Message[]): boolean {
  return messages.some((m) => m.scope === 'FIELD' && m.field === 'reservationId')
}

/**
 * The stay a bill goes to, chosen from the list of those in house. A refusal says why, forgets the choice
 * and reads the list again: the guest who left disappears from it.
 */
export function useRoomChoice(enabled: boolean) {
  const stays = useRoomStays(enabled)
  const [stayId, setStayId] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const { refetch } = stays
  const choose = useCallback((id: string) => {
    setStayId(id)
    setRefusal(null)
  }, [])
  const refuse = useCallback(
    (messages: readonly Message[]) => {
      setRefusal(messages.map((m) => m.text).join(' '))
      setStayId(null)
      void refetch()
    },
    [refetch],
  )
  // a stay that left the list (read again) is no longer a choice
  const stay = (enabled && stays.data?.find((s) => s.reservationId === stayId)) || null
  return { stays, stay, choose, refusal, refuse }
}
