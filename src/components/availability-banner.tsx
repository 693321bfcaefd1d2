// A polite notice above the screens while the app does not work with live server data: the offline
// demo (answers from the service worker's emulated API), data shown from the last saved copy, and
// writes waiting in the outbox (counted live from the worker's outbox database, outbox-count.ts), and
// under it the signed-in user's writes the server refused ('Gönderilemeyenler', refused-writes/).
// Loaded lazily by the root route; it also starts the availability monitor, the service-worker bridge, the
// notice of queued writes sent (pending-writes.ts) and reads the settings' time zone for dates.
import { useEffect } from 'react'
import { availability, startAvailabilityMonitor } from '../lib/availability'
import { useQueuedWriteCount } from '../lib/outbox-count'
import { followSettingsTimeZone } from '../lib/data/display-time-zone'
import { listenForSentWrites } from '../lib/pending-writes'
import { startServiceWorkerBridge } from '../lib/service-worker-bridge'
import { useStore } from '../lib/use-store'
import { RefusedWritesNotice } from './refused-writes/refused-writes-notice'

export const bannerTexts = {
  emulated:
    'Çevrimdışı demo modundasınız: örnek verilerle çalışıyorsunuz, değişiklikler yalnızca bu tarayıcıda saklanır.',
  cache: 'Sunucuya şu anda ulaşılamıyor: en son kaydedilen veriler gösteriliyor.',
  pending: (count: number) =>
    `${count} değişiklik gönderilmeyi bekliyor; bağlantı gelince otomatik olarak gönderilecek.`,
}

export function AvailabilityBanner() {
  const { source } = useStore(availability)
  const pendingWrites = useQueuedWriteCount()

  useEffect(() => {
    const stopMonitor = startAvailabilityMonitor()
    const stopBridge = startServiceWorkerBridge()
    listenForSentWrites()
    void followSettingsTimeZone()
    return () => {
      stopMonitor()
      stopBridge()
    }
  }, [])

  const lines: string[] = []
  if (source === 'emulated') lines.push(bannerTexts.emulated)
  if (source === 'cache' || (source === 'queued' && pendingWrites === 0)) lines.push(bannerTexts.cache)
  if (pendingWrites > 0) lines.push(bannerTexts.pending(pendingWrites))

  return (
    <>
      <div role="status" aria-live="polite" data-testid="availability-banner">
        {lines.length > 0 && (
          <div className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            {lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
      <RefusedWritesNotice />
    </>
  )
}
