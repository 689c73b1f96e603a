import '@mantine/dates/styles.css'
import type { GuestInfo } from '@innkeep/contract'
import { Stack } from '@mantine/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LocalizedDates } from '../../app/localized-dates.tsx'
import { UnsavedChangesGuard } from '../../components/form/unsaved-changes-guard.tsx'
import { GuestsForm } from './guests-form.tsx'

/**
 * The companions' forms with the birth-date picker in the guest's language, loaded after the stay
 * shows: the link's own room, then each other room of the party with its own form. One warning
 * before leaving covers them all (a router keeps one blocker).
 */
export function GuestsFormPart({ token, info }: { token: string; info: GuestInfo }) {
  const { t } = useTranslation()
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set())
  const markDirty = useCallback(
    (key: string, isDirty: boolean) =>
      setDirty((all) => {
        if (all.has(key) === isDirty) return all
        const next = new Set(all)
        if (isDirty) next.add(key)
        else next.delete(key)
        return next
      }),
    [],
  )
  const onOwnDirty = useCallback((isDirty: boolean) => markDirty('', isDirty), [markDirty])
  const party = info.party ?? []
  const titleOf = (name: string, code: string) =>
    party.length > 0 ? t('guest.form.titleOf', { room: `${name} (${code})` }) : t('guest.form.title')
  return (
    <LocalizedDates>
      <Stack gap="md">
        <GuestsForm
          token={token}
          room={{ code: null, guests: info.guests, guestCounts: info.stay.guestCounts, editable: info.editable }}
          title={titleOf(info.stay.resourceName, info.stay.code)}
          onDirty={onOwnDirty}
        />
        {party.map((room) => (
          <PartyRoomForm
            key={room.code}
            token={token}
            room={room}
            title={titleOf(room.resourceName, room.code)}
            onDirty={markDirty}
          />
        ))}
      </Stack>
      <UnsavedChangesGuard dirty={dirty.size > 0} />
    </LocalizedDates>
  )
}

function PartyRoomForm({
  token,
  room,
  title,
  onDirty,
}: {
  token: string
  room: NonNullable<GuestInfo['party']>[number]
  title: string
  onDirty: (key: string, dirty: boolean) => void
}) {
  const { code } = room
  const onRoomDirty = useCallback((isDirty: boolean) => onDirty(code, isDirty), [onDirty, code])
  return <GuestsForm token={token} room={room} title={title} onDirty={onRoomDirty} />
}
