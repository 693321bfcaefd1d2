// The notice under the availability banner while writes of the signed-in user were refused by the server
// on replay ('‹n› değişiklik … gönderilemedi'), opening 'Gönderilemeyenler'; and the toast with the
// server's message the moment the worker reports a refusal (`sitekur:refused`). The list is read live
// from the worker's outbox database (src/lib/refused-writes.ts), so it stays across reloads and follows
// the worker without a message. docs/rules/offline-demo-and-sync.md#refused-writes
import { Suspense, lazy, useEffect, useState } from 'react'
import type { ServiceWorkerMessage } from '../../../api/lib/service-worker-messages.shared'
import { listRefusedWritesOf, useRefusedWrites } from '../../lib/refused-writes'
import { onServiceWorkerMessage } from '../../lib/service-worker-bridge'
import { sessionState } from '../../lib/session'
import { notify } from '../../lib/toast'
import { useStore } from '../../lib/use-store'
import { smallButtonClass } from '../form-styles'
import { readBody } from '../../lib/write-body'
import { describeWrite, refusedText } from './refused-write-text'

const RefusedWritesDialog = lazy(() =>
  import('./refused-writes-dialog').then((m) => ({ default: m.RefusedWritesDialog })),
)

type RefusedMessage = Extract<ServiceWorkerMessage, { type: 'sitekur:refused' }>

/** The toast: what the write was (from its kept row when it can be read) and the server's message. */
async function announce(message: RefusedMessage, show: () => void): Promise<void> {
  const row = (await listRefusedWritesOf(message.userId)).find((write) => write.id === message.id)
  const what = row
    ? describeWrite(row, readBody(row))
    : describeWrite({ method: message.method, url: message.path }, { kind: 'none' })
  notify.error(refusedText.toast(what, message.message), {
    id: `refused-${message.id}`,
    duration: 10_000,
    action: { label: refusedText.toastAction, onClick: show },
  })
}

export function RefusedWritesNotice() {
  const { user } = useStore(sessionState)
  const writes = useRefusedWrites(user?.id ?? null)
  const [open, setOpen] = useState(false)

  useEffect(
    () =>
      onServiceWorkerMessage((message) => {
        if (message.type !== 'sitekur:refused' || message.userId !== sessionState.user?.id) return
        void announce(message, () => setOpen(true))
      }),
    [],
  )

  return (
    <>
      {writes.length > 0 && (
        <div
          data-testid="refused-writes-notice"
          className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 border-b border-red-300 bg-red-50 px-4 py-2 text-center text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p>{refusedText.notice(writes.length)}</p>
          <button type="button" className={smallButtonClass} onClick={() => setOpen(true)}>
            {refusedText.open}
          </button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <RefusedWritesDialog open writes={writes} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
