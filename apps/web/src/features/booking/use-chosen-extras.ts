import type { Message, PublicExtra } from '@innkeep/contract'
import { useState } from 'react'
import type { Language } from '../../i18n/instance.ts'
import { chosenExtraLines, type ExtrasStay } from './chosen-extras.ts'

const aboutExtras = (m: Message) => m.field === 'extras' || (m.field?.startsWith('extras.') ?? false)

/** The extras the guest ticks, priced for the stay, and the server's refusal of them (one no longer offered). */
export function useChosenExtras(offered: readonly PublicExtra[], stay: ExtrasStay | null, language: Language) {
  const [ids, setIds] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  return {
    lines: stay ? chosenExtraLines(offered, ids, stay, language) : [],
    error,
    toggle: (id: string, checked: boolean) => {
      setError(null)
      setIds((chosen) => (checked ? [...chosen, id] : chosen.filter((other) => other !== id)))
    },
    /** Keeps the VALIDATION messages about the extras for their section; returns the others. */
    takeRefusal: (messages: Message[]): Message[] => {
      const refused = messages.filter(aboutExtras)
      if (refused.length > 0) setError(refused.map((m) => m.text).join(' '))
      return messages.filter((m) => !aboutExtras(m))
    },
    clearError: () => setError(null),
    reset: () => {
      setIds([])
      setError(null)
    },
  }
}
