// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { Table } from '@mantine/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { DataTable } from './data-table.tsx'

function renderNames(names: string[]) {
  renderWithProviders(
    <DataTable
      items={names}
      minWidth={320}
      columns={<Table.Th>Jméno</Table.Th>}
      actions={{ w: 60 }}
      empty={<p>Nikdo tu není</p>}
    >
      {(name) => (
        <Table.Tr key={name}>
          <Table.Td>{name}</Table.Td>
          <Table.Td />
        </Table.Tr>
      )}
    </DataTable>,
  )
}

describe('DataTable', () => {
  it('shows a row per item under the headers, the actions column named for screen readers', () => {
    renderNames(['Eva', 'Jan'])
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['Jméno', 'Akce'])
    expect(screen.getAllByRole('row')).toHaveLength(3)
  })

  it('says what to do instead of an empty table', () => {
    renderNames([])
    expect(screen.getByText('Nikdo tu není')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
