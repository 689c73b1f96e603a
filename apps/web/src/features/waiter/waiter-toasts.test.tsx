// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { waiterGetReceipt, waiterInfo as waiterInfoEndpoint } from '@innkeep/contract'
import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT } from '../../test/render.tsx'
import { RECEIPT_ID, receipt, waiterInfo } from './waiter-test-data.ts'
import { renderWaiter } from './waiter-test-render.tsx'

describe('toasts in the waiter tool', () => {
  it('start below the header while it is on screen, and at the top again once the tool is left', async () => {
    fakeApi([
      [waiterInfoEndpoint, () => waiterInfo()],
      [waiterGetReceipt, () => receipt()],
    ])
    const bottom = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1024, 58))
    renderWaiter(`/waiter/receipt/${RECEIPT_ID}`)
    await screen.findByTestId('receipt', {}, FIRST_PAINT)
    const root = document.documentElement
    expect(root.dataset.waiterToasts).toBe('below-header')
    expect(root.style.getPropertyValue('--waiter-toasts-top')).toBe('58px')
    bottom.mockRestore()
    cleanup()
    expect(root.dataset.waiterToasts).toBeUndefined()
    expect(root.style.getPropertyValue('--waiter-toasts-top')).toBe('')
  })
})
