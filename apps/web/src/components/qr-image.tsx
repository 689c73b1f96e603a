import { Skeleton } from '@mantine/core'
import { useEffect, useState } from 'react'

type QrLibrary = typeof import('qrcode')

/** The QR code of a text as an image; the encoder (`qrcode`) is fetched only when a page shows one. */
export function QrImage({ text, label, size = 232 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode')
      .then((module) => ((module as unknown as { default?: QrLibrary }).default ?? module) as QrLibrary)
      .then((qr) => qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      })
    return () => {
      live = false
    }
  }, [text])
  if (!src) return <Skeleton width={size} height={size} radius="sm" />
  return (
    <img
      src={src}
      alt={label}
      width={size}
      height={size}
      data-testid="payment-qr"
      style={{ display: 'block', background: 'white', imageRendering: 'pixelated' }}
    />
  )
}
