// Under the frame: the device, its size and how long the session has left.
import { useEffect, useState } from 'react'
import type { PreviewDevice } from '../../../api/preview/preview.shared'
import { expiryText } from './preview-countdown'
import { DEVICE_LABELS } from './preview-frame-size'
import type { PreviewFrameSize } from './preview-frame-size'

const TICK_MS = 1000

function Countdown({ expiresAt }: { expiresAt: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return <span data-testid="preview-expiry">{expiryText(expiresAt, now)}</span>
}

export function PreviewStatusBar(props: {
  device: PreviewDevice
  size: PreviewFrameSize
  expiresAt: number | null
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span className="font-semibold text-slate-800 dark:text-slate-200">{DEVICE_LABELS[props.device]}</span>
      <span aria-hidden="true">·</span>
      <span data-testid="preview-size">
        {props.size.width} × {props.size.height}
      </span>
      <span aria-hidden="true">·</span>
      <span>%{Math.round(props.size.scale * 100)}</span>
      {props.expiresAt !== null && (
        <>
          <span aria-hidden="true">·</span>
          <Countdown expiresAt={props.expiresAt} />
        </>
      )}
    </p>
  )
}
