// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { createLabel, getLabel, getObjectLabels, type Role, setLabels, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { LabelPicker } from './label-picker.tsx'
import { COMPANY_ID, label, NEW_ID, OBJECT_ID, plain, VIP_ID, workspaceLabels } from './labels-test-data.ts'

function serve(role: Role = 'MANAGER') {
  const all = workspaceLabels().map(plain)
  let created: ReturnType<typeof plain> | null = null
  return fakeApi([
    [getObjectLabels, () => [plain(label())]],
    [getLabel, () => workspaceLabels()],
    [
      createLabel,
      ({ body }) => {
        created = { id: NEW_ID, name: String(body.name), color: 'red', version: 0 }
        return created
      },
    ],
    [
      setLabels,
      ({ body }) => {
        const known = created ? [...all, created] : all
        return known.filter((l) => body.labelIds.includes(l.id))
      },
    ],
    [user, () => member(role)],
  ])
}

const renderPicker = (canEdit = true, role: 'MANAGER' | 'RECEPTION' = 'MANAGER') =>
  renderRoute(
    '/:slugs/invoice',
    <LabelPicker slug="demo" objectType="INVOICE" objectId={OBJECT_ID} canEdit={canEdit} />,
    '/demo/invoice',
    { role },
  )

afterEach(() => vi.unstubAllGlobals())

describe('the label picker', () => {
  it('shows the object’s labels and ticks another one on at once', async () => {
    const { calls } = serve()
    renderPicker()
    const labels = await screen.findByRole('group', { name: 'Štítky' }, FIRST_PAINT)
    await waitFor(() =>
      expect(
        within(labels)
          .getAllByTestId('label-badge')
          .map((b) => b.textContent),
      ).toEqual(['VIP']),
    )
    fireEvent.click(within(labels).getByRole('button', { name: 'Upravit štítky' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Firemní klient' }))
    await waitFor(() => expect(calls(setLabels)).toHaveLength(1))
    expect(calls(setLabels)[0]).toMatchObject({
      method: 'PUT',
      body: { objectType: 'INVOICE', objectId: OBJECT_ID, labelIds: [VIP_ID, COMPANY_ID] },
    })
    await waitFor(() =>
      expect(
        within(labels)
          .getAllByTestId('label-badge')
          .map((b) => b.textContent),
      ).toEqual(['VIP', 'Firemní klient']),
    )
  })

  it('ticks a label off', async () => {
    const { calls } = serve()
    renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit štítky' }, FIRST_PAINT))
    const vip = await screen.findByRole('checkbox', { name: 'VIP' })
    expect((vip as HTMLInputElement).checked).toBe(true)
    fireEvent.click(vip)
    await waitFor(() => expect(calls(setLabels)[0]?.body).toMatchObject({ labelIds: [] }))
  })

  it('creates a new label with its colour and puts it on the object', async () => {
    const { calls } = serve()
    renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit štítky' }, FIRST_PAINT))
    const search = await screen.findByRole('textbox', { name: 'Hledat nebo založit štítek' })
    fireEvent.change(search, { target: { value: 'Reklamace' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Červená' }))
    fireEvent.click(screen.getByRole('button', { name: 'Založit štítek „Reklamace“' }))
    await waitFor(() => expect(calls(setLabels)).toHaveLength(1))
    expect(calls(createLabel)[0]?.body).toEqual({ name: 'Reklamace', color: 'red' })
    expect(calls(setLabels)[0]?.body).toMatchObject({ labelIds: [VIP_ID, NEW_ID] })
  })

  it('offers no new label for a name that exists in another case, only the existing one', async () => {
    serve()
    renderPicker()
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit štítky' }, FIRST_PAINT))
    fireEvent.change(await screen.findByRole('textbox', { name: 'Hledat nebo založit štítek' }), {
      target: { value: 'vip' },
    })
    expect(screen.queryByRole('button', { name: /Založit štítek/ })).toBeNull()
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['VIP'])
  })

  it('only shows the labels to someone who may not change the object', async () => {
    serve()
    renderPicker(false)
    const labels = await screen.findByRole('group', { name: 'Štítky' }, FIRST_PAINT)
    await waitFor(() => expect(within(labels).getAllByTestId('label-badge')).toHaveLength(1))
    expect(within(labels).queryByRole('button')).toBeNull()
  })
})
