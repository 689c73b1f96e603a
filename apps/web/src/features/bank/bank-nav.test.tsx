// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { permissionsOf } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ShellNavbar } from '../../app/layouts/shell-navbar.tsx'
import { renderWithProviders } from '../../test/render.tsx'

describe('Banka in the navigation', () => {
  it('leads whoever may read money to the accounts and the bank items', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('ACCOUNTANT')} />)
    expect(screen.getByRole('link', { name: 'Bankovní účty' }).getAttribute('href')).toBe('/demo/bank')
    expect(screen.getByRole('link', { name: 'Pohyby na účtu' }).getAttribute('href')).toBe('/demo/bank/items')
  })

  it('stays hidden from roles without money.read', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('HOUSEKEEPING')} />)
    expect(screen.queryByText('Banka')).toBeNull()
  })
})
