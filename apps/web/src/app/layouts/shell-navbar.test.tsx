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

  it('hides what the permissions do not allow', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={[]} />)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('leads reception to the vehicles and their contracts, and housekeeping not', () => {
    const { unmount } = renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('RECEPTION')} />)
    expect(screen.getByText('Půjčovna')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Vozidla' }).getAttribute('href')).toBe('/demo/vehicles')
    expect(screen.getByRole('link', { name: 'Smlouvy' }).getAttribute('href')).toBe('/demo/contracts')
    unmount()
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('HOUSEKEEPING')} />)
    expect(screen.queryByText('Půjčovna')).toBeNull()
  })

  it('leads reception to the daily close beside the reports, and housekeeping not', () => {
    const { unmount } = renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('RECEPTION')} />)
    expect(screen.getByRole('link', { name: 'Uzávěrka dne' }).getAttribute('href')).toBe('/demo/reports/daily-close')
    unmount()
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('HOUSEKEEPING')} />)
    expect(screen.queryByRole('link', { name: 'Uzávěrka dne' })).toBeNull()
  })

  it('leads a manager to the restaurant administration and the waiter terminal', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('MANAGER')} />)
    expect(screen.getByText('Restaurace')).toBeTruthy()
    for (const [name, href] of [
      ['Jídelní lístek', '/demo/restaurant/menu'],
      ['Stoly', '/demo/restaurant/tables'],
      ['Denní přehled', '/demo/restaurant/summary'],
      ['Číšnický terminál', '/waiter'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
  })

  it('shows the restaurant administration to no one but owners and managers', () => {
    for (const role of ['RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING', 'WAITER'] as const) {
      const { unmount } = renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf(role)} />)
      expect(screen.queryByRole('link', { name: 'Jídelní lístek' })).toBeNull()
      unmount()
    }
  })

  it('leads an owner to every accommodation screen and to the rooms settings', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('OWNER')} />)
    for (const [name, href] of [
      ['Obsazenost', '/demo/timeline'],
      ['Recepce', '/demo/reception'],
      ['Úklid', '/demo/housekeeping'],
      ['Ceník', '/demo/pricelist'],
      ['Přehled obsazenosti', '/demo/reports/occupancy'],
      ['Statistika ČSÚ', '/demo/reports/statistics'],
      ['Pokoje a místa', '/demo/settings/resources'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
  })

  it('shows housekeeping only Úklid of the accommodation screens', () => {
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('HOUSEKEEPING')} />)
    expect(screen.getByRole('link', { name: 'Úklid' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Obsazenost|Recepce|Ceník|Pokoje a místa/ })).toBeNull()
  })

  it('leads everyone at the desk to the guest e-mails, and housekeeping not', () => {
    const { unmount } = renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('RECEPTION')} />)
    expect(screen.getByRole('link', { name: 'E-maily hostům' }).getAttribute('href')).toBe('/demo/settings/guest-mails')
    unmount()
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('HOUSEKEEPING')} />)
    expect(screen.queryByRole('link', { name: 'E-maily hostům' })).toBeNull()
  })

  it('speaks English after the switch', async () => {
    await changeLanguage('en')
    renderWithProviders(<ShellNavbar slug="demo" permissions={permissionsOf('OWNER')} />)
    expect(screen.getByText('Settings')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Company' })).toBeTruthy()
  })
})
