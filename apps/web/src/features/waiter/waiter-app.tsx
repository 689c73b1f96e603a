import { useEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { preloadCallParts } from '../../api/client.ts'
import { registerServiceWorker } from '../../lib/service-worker.ts'
import { MovePage } from './move-page.tsx'
import { WriteQueueProvider } from './offline/write-queue-context.tsx'
import { PayPage } from './pay-page.tsx'
import { ReceiptPage } from './receipt-page.tsx'
import { StationPage } from './station-page.tsx'
import { TablePage } from './table-page.tsx'
import { TablesPage } from './tables-page.tsx'
import { WaiterLayout } from './waiter-layout.tsx'

/**
 * The waiter tool under `/waiter/*`, outside the workspace shell. Where the waiter is lives in the
 * address (table, pay, receipt), so a reload mid-order lands on the same screen.
 */
export function WaiterApp() {
  // the waiter tool's files of one complete build stay at hand on the device (public/sw.js), and what a
  // failing call loads is loaded now, while there is a connection
  useEffect(() => {
    registerServiceWorker()
    preloadCallParts()
  }, [])
  return (
    <WriteQueueProvider>
      <Routes>
        <Route element={<WaiterLayout />}>
          <Route index element={<TablesPage />} />
          <Route path="table/:tableId" element={<TablePage />} />
          <Route path="table/:tableId/move" element={<MovePage />} />
          <Route path="table/:tableId/pay" element={<PayPage />} />
          <Route path="receipt/:id" element={<ReceiptPage />} />
          <Route path="station/:id" element={<StationPage />} />
          <Route path="*" element={<Navigate to="/waiter" replace />} />
        </Route>
      </Routes>
    </WriteQueueProvider>
  )
}
