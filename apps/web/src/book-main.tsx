import '@mantine/core/styles.css'
import './app/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Route, Routes } from 'react-router'
import { BaseProviders } from './app/base-providers.tsx'
import { BookingPage, GuestNotFound, StartPage } from './app/guest-pages.tsx'
import { BookLayout } from './app/layouts/book-layout.tsx'
import { startGuestLanguage } from './i18n/guest-catalogue.ts'
import { reloadOnStaleChunks } from './lib/stale-build.ts'

// The booking pages' entry (book.html, served for /book/*): the start page and a group's page, with
// the guest pages' texts only; no staff app, no sign-in. bench/bundle-size.ts keeps an eye on its weight.

// a page of an older build whose lazy chunks a deploy removed reloads once (lib/stale-build.ts)
reloadOnStaleChunks()

// the address's page (which the server named in book.html, so it is mostly here already) before the
// first render: the page then shows without its skeleton in between (lib/eager-lazy.ts)
const [, slug, groupId, ...rest] = window.location.pathname.split('/').filter(Boolean)
const page = rest.length > 0 || !slug ? undefined : groupId ? BookingPage : StartPage
// the language chosen before, else the browser's, gets its texts first (Czech comes with this bundle)
await Promise.all([startGuestLanguage(), page?.preload()])

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from book.html')

createRoot(root).render(
  <StrictMode>
    <BaseProviders>
      <BrowserRouter>
        <BookLayout>
          <Routes>
            <Route path="book/:slug" element={<StartPage />} />
            <Route path="book/:slug/:groupId" element={<BookingPage />} />
            <Route path="*" element={<GuestNotFound />} />
          </Routes>
        </BookLayout>
      </BrowserRouter>
    </BaseProviders>
  </StrictMode>,
)
