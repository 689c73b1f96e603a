// @vitest-environment jsdom
import '../../../test/setup-dom.ts'
import {
  waiterGetCategories,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetTables,
  waiterInfo as waiterInfoEndpoint,
} from '@innkeep/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveDeviceAccess } from '../../../api/credentials.ts'
import { fakeApi } from '../../../test/fake-api.ts'
import { FIRST_PAINT } from '../../../test/render.tsx'
import { GARDEN_TABLE_ID, menuCategory, menuItem, tableOrder, waiterInfo, waiterTable } from '../waiter-test-data.ts'
import { renderWaiter } from '../waiter-test-render.tsx'

function serve() {
  return fakeApi([
    [waiterInfoEndpoint, () => waiterInfo()],
    [
      waiterGetTables,
      () => [waiterTable(), waiterTable({ id: GARDEN_TABLE_ID, name: 'Z1', area: 'Zahrádka', position: 3 })],
    ],
    [waiterGetOrderItems, () => tableOrder(null)],
    [waiterGetCategories, () => [menuCategory()]],
    [waiterGetMenuItemsPerCategory, () => [menuItem()]],
  ])
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the waiter tool opened again without a connection', () => {
  it('shows the tables it had, from the device', async () => {
    serve()
    renderWaiter('/waiter')
    await screen.findByRole('link', { name: 'Stůl Z1: volný' }, FIRST_PAINT)
    // the snapshot is written half a second after the answers
    await waitFor(() => expect(localStorage.getItem('innkeep.waiter.snapshot')).toContain('Zahrádka'), {
      timeout: 3_000,
    })
    cleanup()

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    renderWaiter('/waiter')
    expect(await screen.findByRole('link', { name: 'Stůl Z1: volný' }, FIRST_PAINT)).toBeTruthy()
  })

  it('never shows the snapshot of another device key', async () => {
    serve()
    renderWaiter('/waiter')
    await screen.findByRole('link', { name: 'Stůl Z1: volný' }, FIRST_PAINT)
    await waitFor(() => expect(localStorage.getItem('innkeep.waiter.snapshot')).toContain('Zahrádka'), {
      timeout: 3_000,
    })
    cleanup()
    saveDeviceAccess({ secret: 'another-device-key', slug: 'jiny-penzion' })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    renderWaiter('/waiter', { device: false })
    await waitFor(() => expect(localStorage.getItem('innkeep.waiter.snapshot')).toBeNull())
    expect(screen.queryByRole('link', { name: 'Stůl Z1: volný' })).toBeNull()
  })
})
