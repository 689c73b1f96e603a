// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { changeRoom, computeStayPrice, type Reservation, updateDurationAndGuests } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { findOption } from '../../test/form-fields.ts'
import { FIRST_PAINT, renderRoute } from '../../test/render.tsx'
import { FLAT_ID as FLAT, ROOM_ID as ROOM, roomLists } from '../../test/rooms-test-data.ts'
import { STAY } from '../../test/stay-test-data.ts'
import { EditStayDialog } from './edit-stay-dialog.tsx'

afterEach(() => vi.unstubAllGlobals())

// three nights in Pokoj 101, 5. – 8. 3. 2027
const CURRENT: Reservation = { ...STAY, resourceId: ROOM, resourceName: 'Pokoj 101' }
const RULE = 'Při příjezdu v pátek 5. 3. 2027 je nejkratší pobyt 3 noci.'
const BROKEN = { code: 'STAY_RULES' as const, rules: [{ code: 'stay.minNights', text: RULE }] }
const asked = () =>
  fail.additionalAction({ confirm: [BROKEN] }, [message('Než budete pokračovat, potvrďte to prosím.')])
const HOLDER = { kind: 'CHANNEL_BLOCK', name: 'Airbnb', since: '2027-03-05', till: '2027-03-06', canOverbook: true }

function serve() {
  const api = fakeApi([...roomLists(), [computeStayPrice, () => STAY.price]])
  api.answer(updateDurationAndGuests, ({ body }) => ({ ...CURRENT, since: body.since, till: body.till, version: 5 }))
  api.answer(changeRoom, ({ body }) => ({ ...CURRENT, resourceId: body.resourceId, version: 6 }))
  return api
}

async function renderDialog() {
  const onClose = vi.fn()
  renderRoute(
    '/:slugs/reservations/:id',
    <EditStayDialog reservation={CURRENT} opened onClose={onClose} />,
    `/demo/reservations/${CURRENT.id}`,
    { mantineEnv: 'test' },
  )
  await screen.findByRole('dialog', { name: `Upravit rezervaci ${CURRENT.code}` }, FIRST_PAINT)
  return onClose
}

/** Shortens the stay to one night, 5. – 6. 3. 2027. */
function leaveOnSaturday() {
  const till = screen.getByLabelText(/Odjezd/)
  fireEvent.change(till, { target: { value: '6. 3. 2027' } })
  fireEvent.blur(till)
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
const question = () => screen.findByRole('dialog', { name: 'Uložit rezervaci?' })

describe('a change of a stay that breaks the price list’s stay rules', () => {
  it('names the broken rule and saves it anyway, repeating the change with STAY_RULES', async () => {
    const api = serve()
    api.answer(updateDurationAndGuests, ({ body }) =>
      body.confirm?.includes('STAY_RULES') ? { ...CURRENT, till: body.till, version: 5 } : asked(),
    )
    const onClose = await renderDialog()
    leaveOnSaturday()
    save()
    const dialog = await question()
    expect(within(dialog).getByText('Pobyt porušuje pravidla ceníku')).toBeTruthy()
    expect(within(dialog).getByText(RULE)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesto uložit' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const bodies = api.calls(updateDurationAndGuests).map((call) => call.body)
    expect(bodies.map((body) => [body.since, body.till, body.confirm])).toEqual([
      ['2027-03-05', '2027-03-06', []],
      ['2027-03-05', '2027-03-06', ['STAY_RULES']],
    ])
    expect(await screen.findByText('Změny pobytu jsou uložené a cena přepočítaná.')).toBeTruthy()
  })

  it('goes back to the form as it was and sends nothing more', async () => {
    const api = serve()
    api.answer(updateDurationAndGuests, asked)
    const onClose = await renderDialog()
    leaveOnSaturday()
    save()
    fireEvent.click(within(await question()).getByRole('button', { name: 'Zpět' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uložit rezervaci?' })).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(api.calls(updateDurationAndGuests)).toHaveLength(1)
    expect((screen.getByLabelText(/Odjezd/) as HTMLInputElement).value).toBe('6. 3. 2027')
  })

  it('closes only the question on Esc', async () => {
    const api = serve()
    api.answer(updateDurationAndGuests, asked)
    const onClose = await renderDialog()
    leaveOnSaturday()
    save()
    const dialog = await question()
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Zpět' }), { key: 'Escape' })

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uložit rezervaci?' })).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: `Upravit rezervaci ${CURRENT.code}` })).toBeTruthy()
  })

  it('puts the dates back when the other room asks, and repeats dates and room confirmed', async () => {
    const api = serve()
    api.answer(changeRoom, ({ body }) =>
      body.confirm?.includes('STAY_RULES') ? { ...CURRENT, resourceId: body.resourceId, version: 6 } : asked(),
    )
    const onClose = await renderDialog()
    fireEvent.click(await findOption('Pokoj / místo', 'Garsoniéra'))
    leaveOnSaturday()
    save()
    fireEvent.click(within(await question()).getByRole('button', { name: 'Přesto uložit' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(updateDurationAndGuests).map((call) => [call.body.till, call.body.confirm])).toEqual([
      ['2027-03-06', []],
      // the stay as it was, whatever its rules
      ['2027-03-08', ['STAY_RULES']],
      ['2027-03-06', ['STAY_RULES']],
    ])
    expect(api.calls(changeRoom).map((call) => [call.body.resourceId, call.body.confirm])).toEqual([
      [FLAT, []],
      [FLAT, ['STAY_RULES']],
    ])
  })

  it('keeps the overbooking confirmed when the rules are asked after it', async () => {
    const api = serve()
    api.answer(updateDurationAndGuests, ({ body }) =>
      !body.confirm?.includes('OVERBOOK')
        ? fail.conflict(HOLDER, [message('Tyto noci prodal portál Airbnb.', 'resourceId')])
        : !body.confirm.includes('STAY_RULES')
          ? asked()
          : { ...CURRENT, till: body.till, version: 5 },
    )
    const onClose = await renderDialog()
    leaveOnSaturday()
    save()
    const notice = await screen.findByTestId('clash-notice')
    fireEvent.click(within(notice).getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' }))
    fireEvent.click(within(await question()).getByRole('button', { name: 'Přesto uložit' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(updateDurationAndGuests).map((call) => call.body.confirm)).toEqual([
      [],
      ['OVERBOOK'],
      ['OVERBOOK', 'STAY_RULES'],
    ])
  })
})
