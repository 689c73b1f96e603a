// client.ts loads these on demand (the guest entries do without them); the staff app has them from the
// start, so a call that fails because the network is gone still shows its toast
import './api/credentials.ts'
import './api/error-toast.tsx'
import './api/unauthorized.ts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { currentLanguage, loadCatalogue } from './i18n/i18n.ts'

const language = currentLanguage()
document.documentElement.lang = language
// someone who chose English before gets its texts first (Czech comes with this bundle)
await loadCatalogue(language)

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
)
