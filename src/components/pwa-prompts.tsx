import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { applyUpdate, getPwaState, startPwa, subscribePwa } from '../lib/pwa'
import { notify } from '../lib/toast'

const updateToastId = 'pwa-update'
// Most visits never see the button (installed, or a browser without the offer): load it on demand.
const InstallButton = lazy(() => import('./install-button').then((m) => ({ default: m.InstallButton })))

/**
 * The PWA's prompts: the "Yeni bir sürüm hazır." toast with "Yenile", and an install button while the
 * browser offers installation. Mounted lazily by the root route so it stays off the first render's path.
 */
export function PwaPrompts() {
  const { updateReady, canInstall } = useSyncExternalStore(subscribePwa, getPwaState, getPwaState)

  useEffect(() => startPwa(), [])

  useEffect(() => {
    if (!updateReady) return
    notify.info('Yeni bir sürüm hazır.', {
      id: updateToastId,
      duration: Infinity,
      action: { label: 'Yenile', onClick: applyUpdate },
    })
  }, [updateReady])

  return canInstall ? (
    <Suspense fallback={null}>
      <InstallButton />
    </Suspense>
  ) : null
}
