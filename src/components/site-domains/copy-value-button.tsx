// Copies one DNS record's value to the clipboard and says "Kopyalandı" for a moment, on the button and to
// screen readers; where the clipboard refuses, a toast says to copy it by hand.
import { useEffect, useState } from 'react'
import { smallButtonClass } from '../form-styles'
import { notify } from '../../lib/toast'
import { domainTexts } from './domain-view'

const COPIED_FOR_MS = 2000

export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      notify.error(domainTexts.copyFailed)
    }
  }

  const text = copied ? domainTexts.copied : domainTexts.copy
  return (
    <span className="inline-flex items-center">
      <button
        type="button"
        className={smallButtonClass}
        aria-label={`${text}: ${label}`}
        onClick={() => void copy()}
      >
        {text}
      </button>
      <span role="status" className="sr-only">
        {copied ? domainTexts.copied : ''}
      </span>
    </span>
  )
}
