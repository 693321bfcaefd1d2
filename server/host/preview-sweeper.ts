import { describeError } from '../../api/middleware/error-log'
import { previewSessionResource } from '../../api/preview/preview-session-resource'
import { sweepExpiredPreviewSessions } from '../../api/preview/preview-sweep'
import type { ApiPorts } from '../../api/ports'

// Deletes expired live-preview sessions every few minutes, so sessions nobody renews or closes (a tab
// closed mid-preview) do not pile up between creates (which sweep a few lazily). Stopped on shutdown,
// before the database closes. docs/rules/live-preview.md#expiry-and-the-sweep

export const PREVIEW_SWEEP_INTERVAL_MS = 5 * 60 * 1000
/** Sessions deleted per batch, and batches per tick: a tick never runs long. */
const BATCH = 500
const MAX_BATCHES = 20

export interface PreviewSweeper {
  /** Runs one tick now (the timer calls this); answers how many sessions went. */
  sweep(): Promise<number>
  stop(): Promise<void>
}

export function startPreviewSweeper(
  ports: Pick<ApiPorts, 'repos' | 'clock' | 'logger'>,
  intervalMs = PREVIEW_SWEEP_INTERVAL_MS,
): PreviewSweeper {
  const repo = ports.repos.resource(previewSessionResource)
  let running: Promise<number> | null = null
  let stopped = false

  const tick = async () => {
    let removed = 0
    for (let batch = 0; batch < MAX_BATCHES && !stopped; batch++) {
      const count = await sweepExpiredPreviewSessions(repo, ports.clock.now(), BATCH)
      removed += count
      if (count < BATCH) break
    }
    return removed
  }
  const sweep = () => {
    running ??= tick()
      .catch((error: unknown) => {
        ports.logger.warn('preview sweep failed', { error: describeError(error) })
        return 0
      })
      .finally(() => {
        running = null
      })
    return running
  }
  const timer = setInterval(() => void sweep(), intervalMs)
  timer.unref()

  return {
    sweep,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
