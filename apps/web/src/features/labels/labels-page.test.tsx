// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { createLabel, deleteLabel, getLabel, type Role, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NEW_ID, VIP_ID, workspaceLabels } from '../../components/labels/labels-test-data.ts'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { LabelsPage } from './labels-page.tsx'

const renderPage = (role: Role = 'MANAGER') =>
  renderRoute('/:slugs/settings/labels', <LabelsPage />, '/demo/settings/labels', { role })

function serve({ duplicate = false } = {}) {
  return fakeApi([
    [user, () => member('MANAGER')],
    [getLabel, () => workspaceLabels()],
    [
      createLabel,
      ({ body }) =>
        duplicate
          ? fail.validation([
              {
                scope: 'FIELD',
                severity: 'VALIDATION',
                code: 'labels.nameTaken',
                field: 'name',
                text: 'Štítek „vip“ už existuje.',
              },
            ])
          : { id: body.id ?? NEW_ID, version: 1, ...body },
    ],
    [deleteLabel, () => ({ id: VIP_ID })],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Štítky', () => {
  it('lists the labels with how many records carry each', async () => {
    serve()
    renderPage()
    await waitFor(() => expect(screen.getAllByTestId('label-row')).toHaveLength(3), FIRST_PAINT)
    const rows = screen.getAllByTestId('label-row').map((row) => row.textContent)
    expect(rows).toEqual(['Stálý host5 záznamů', 'VIP2 záznamy', 'Firemní klientZatím nepoužitý'])
  })

  it('creates a label with the colour picked', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Nový štítek' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Nový štítek' })
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'Reklamace' } })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Červená' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(createLabel)).toHaveLength(1))
    expect(calls(createLabel)[0]).toMatchObject({ method: 'POST', body: { name: 'Reklamace', color: 'red' } })
    expect(await screen.findByText('Štítek Reklamace je uložený.')).toBeTruthy()
  })

  it('renames a label at the version the list showed', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Upravit štítek VIP' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Upravit štítek' })
    expect(within(dialog).getByRole('radio', { name: 'Purpurová' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'VIP host' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(createLabel)).toHaveLength(1))
    expect(calls(createLabel)[0]?.body).toEqual({ id: VIP_ID, version: 0, name: 'VIP host', color: 'grape' })
  })

  it('puts the server’s message about a taken name on the name field', async () => {
    serve({ duplicate: true })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Nový štítek' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Nový štítek' })
    fireEvent.change(within(dialog).getByLabelText('Název'), { target: { value: 'vip' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Štítek „vip“ už existuje.')).toBeTruthy()
    expect(within(dialog).getByLabelText('Název').getAttribute('aria-invalid')).toBe('true')
  })

  it('deletes a label after saying how many records lose it', async () => {
    const { calls } = serve()
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Smazat štítek VIP' }, FIRST_PAINT))
    const confirm = await screen.findByRole('dialog', { name: 'Smazat štítek?' })
    expect(confirm.textContent).toContain('Štítek „VIP“ zmizí i z 2 záznamů, na kterých je.')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Smazat štítek' }))
    await waitFor(() => expect(calls(deleteLabel)).toHaveLength(1))
    expect(calls(deleteLabel)[0]).toMatchObject({ method: 'DELETE' })
    expect(calls(deleteLabel)[0]?.url.pathname).toBe(`/api/demo/delete-label/${VIP_ID}`)
    expect(await screen.findByText('Štítek VIP je smazaný.')).toBeTruthy()
  })

  it('says what to do when there are no labels yet', async () => {
    fakeApi([
      [user, () => member('RECEPTION')],
      [getLabel, () => []],
    ])
    renderPage('RECEPTION')
    expect(await screen.findByText('Zatím žádné štítky', {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Nový štítek' })).toBeTruthy()
  })
})
