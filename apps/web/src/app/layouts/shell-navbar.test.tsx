// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { permissionsOf } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '../../i18n/i18n.ts'
import { renderWithProviders } from '../../test/render.tsx'
import { ShellNavbar } from './shell-navbar.tsx'

afterEach(() => changeLanguage('cs'))

describe('ShellNavbar', () => {
  it('shows the areas that exist to a role that may read the workspace', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('WAITER')} memberRole="WAITER" />)
    expect(screen.getByRole('link', { name: 'Přehled' }).getAttribute('href')).toBe('/demo')
    expect(screen.getByRole('link', { name: 'Firma' }).getAttribute('href')).toBe('/demo/settings/company')
    expect(screen.getByText('Číšník')).toBeTruthy()
  })

  it('hides what the permissions do not allow, and never shows areas not built yet', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={[]} />)
    expect(screen.queryByRole('link')).toBeNull()
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('OWNER')} />)
    expect(screen.queryByText(/Rezervace|Faktury|Banka|Restaurace/)).toBeNull()
  })

  it('speaks English after the switch', async () => {
    await changeLanguage('en')
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('OWNER')} />)
    expect(screen.getByText('Settings')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Company' })).toBeTruthy()
  })
})
