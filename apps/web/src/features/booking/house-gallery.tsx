import { lazy, Suspense } from 'react'

// The photos load after the page: their grid and lightbox are a chunk of their own, fetched when shown.
const PublicGallery = lazy(async () => ({
  default: (await import('./public-gallery.tsx')).PublicGallery,
}))

/** The house's public photo gallery under a booking page; nothing while it loads or has no photos. */
export function HouseGallery({ slug }: { slug: string }) {
  return (
    <Suspense fallback={null}>
      <PublicGallery slug={slug} />
    </Suspense>
  )
}
