// The otpauth:// address as a QR code: an SVG made in the browser with uqr (the secret never leaves
// the page for a QR service), shown as an image with a text alternative.
import { useMemo } from 'react'
import { renderSVG } from 'uqr'
import { securityText } from './account-security-text'

export function QrCode({ value }: { value: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { ecc: 'M', border: 2 }))}`,
    [value],
  )
  return (
    <img
      src={src}
      alt={securityText.qrAlt}
      width={192}
      height={192}
      className="size-48 rounded-lg border border-slate-200 bg-white p-1 dark:border-slate-700"
    />
  )
}
