// Signing out from a menu: when writes of this user still wait in the outbox (made offline, not sent yet)
// or were refused by the server and wait in 'Gönderilemeyenler', signing out would discard them, so it
// asks first with their counts; only "Yine de çıkış yap" goes on
// (docs/rules/offline-demo-and-sync.md#signing-out-with-pending-writes).
import { useState } from 'react'
import { sessionState } from '../lib/session'
import { ConfirmDialog } from './confirm-dialog'

export const SIGN_OUT_WARNING = {
  title: 'Gönderilmemiş değişiklikleriniz var',
  queued: (count: number) =>
    `Bağlantı yokken kaydettiğiniz ${count} değişiklik henüz gönderilmedi. Çıkış yaparsanız bu cihazdan silinir ve gönderilmez. Oturumu açık tutarsanız bağlantı gelince gönderilir.`,
  refused: (count: number) =>
    `Sunucunun kabul etmediği ${count} değişiklik Gönderilemeyenler listesinde duruyor. Çıkış yaparsanız bu liste de bu cihazdan silinir.`,
  stay: 'Oturumu açık tut',
  leave: 'Yine de çıkış yap',
} as const

interface Unsent {
  queued: number
  refused: number
}

/** The user's writes on this device that signing out discards. The modules are the ones the banner loaded. */
async function unsentWritesOf(userId: string): Promise<Unsent> {
  const [queued, refused] = await Promise.all([
    import('../lib/outbox-count').then((outbox) => outbox.countQueuedWritesOf(userId)).catch(() => 0),
    import('../lib/refused-writes').then((list) => list.countRefusedWritesOf(userId)).catch(() => 0),
  ])
  return { queued, refused }
}

/** `leave` signs out (and navigates); `request` calls it at once, or after the user confirms. */
export function useSignOut(leave: () => void) {
  const [unsent, setUnsent] = useState<Unsent | null>(null)

  async function request() {
    const user = sessionState.user
    const found = user ? await unsentWritesOf(user.id) : { queued: 0, refused: 0 }
    if (found.queued + found.refused > 0) setUnsent(found)
    else leave()
  }

  const dialog = (
    <ConfirmDialog
      open={unsent !== null}
      title={SIGN_OUT_WARNING.title}
      confirmLabel={SIGN_OUT_WARNING.leave}
      cancelLabel={SIGN_OUT_WARNING.stay}
      onConfirm={() => {
        setUnsent(null)
        leave()
      }}
      onClose={() => setUnsent(null)}
    >
      {unsent && unsent.queued > 0 && <p>{SIGN_OUT_WARNING.queued(unsent.queued)}</p>}
      {unsent && unsent.refused > 0 && (
        <p className={unsent.queued > 0 ? 'mt-2' : undefined}>{SIGN_OUT_WARNING.refused(unsent.refused)}</p>
      )}
    </ConfirmDialog>
  )

  return { request: () => void request(), dialog }
}
