// Signing out from a menu: when writes of this user still wait in the outbox (made offline, not sent yet),
// signing out would discard them, so it asks first with their count; only "Yine de çıkış yap" goes on
// (docs/rules/offline-demo-and-sync.md#signing-out-with-pending-writes).
import { useState } from 'react'
import { sessionState } from '../lib/session'
import { ConfirmDialog } from './confirm-dialog'

export const SIGN_OUT_WARNING = {
  title: 'Gönderilmemiş değişiklikleriniz var',
  text: (count: number) =>
    `Bağlantı yokken kaydettiğiniz ${count} değişiklik henüz gönderilmedi. Çıkış yaparsanız bu cihazdan silinir ve gönderilmez. Oturumu açık tutarsanız bağlantı gelince gönderilir.`,
  stay: 'Oturumu açık tut',
  leave: 'Yine de çıkış yap',
} as const

/** `leave` signs out (and navigates); `request` calls it at once, or after the user confirms. */
export function useSignOut(leave: () => void) {
  const [queued, setQueued] = useState<number | null>(null)

  async function request() {
    const user = sessionState.user
    // The outbox module is the one the offline banner already loaded; precached for offline use.
    const count = user
      ? await import('../lib/outbox-count')
          .then((outbox) => outbox.countQueuedWritesOf(user.id))
          .catch(() => 0)
      : 0
    if (count > 0) setQueued(count)
    else leave()
  }

  const dialog = (
    <ConfirmDialog
      open={queued !== null}
      title={SIGN_OUT_WARNING.title}
      confirmLabel={SIGN_OUT_WARNING.leave}
      cancelLabel={SIGN_OUT_WARNING.stay}
      onConfirm={() => {
        setQueued(null)
        leave()
      }}
      onClose={() => setQueued(null)}
    >
      {SIGN_OUT_WARNING.text(queued ?? 0)}
    </ConfirmDialog>
  )

  return { request: () => void request(), dialog }
}
