// The header's 'Canlı İzleme' button: the admin stream's state as a dot, and the panel it opens.
import { useState } from 'react'
import { liveState } from '../../lib/data/live'
import { useStore } from '../../lib/use-store'
import { LIVE_CONNECTION_DOT, LIVE_CONNECTION_TEXT } from './live-connection'
import { LiveMonitorPanel } from './live-monitor-panel'

export function LiveMonitorButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false)
  const { admin } = useStore(liveState)
  return (
    <>
      <button
        type="button"
        className={`${className} w-auto gap-2 px-3`}
        aria-haspopup="dialog"
        title={LIVE_CONNECTION_TEXT[admin]}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={`size-2.5 rounded-full ${LIVE_CONNECTION_DOT[admin]}`} />
        <span className="hidden text-sm font-semibold sm:inline">Canlı İzleme</span>
        <span className="sr-only sm:hidden">Canlı İzleme</span>
      </button>
      <LiveMonitorPanel open={open} onClose={() => setOpen(false)} />
    </>
  )
}
