// The screen's one-click changes: active ↔ inactive, maintenance on/off, publish ↔ unpublish, and delete
// (after the confirm dialog). Each reports the server's answer in a toast; the lists refresh through the data layer.
import { useCallback, useState } from 'react'
import type { Website } from '../../../api/websites/website.shared'
import { ApiError } from '../../lib/api-client'
import { WEBSITE_MESSAGES, deleteAdminWebsite, updateAdminWebsite } from '../../lib/data/admin-websites'
import {
  PUBLISH_FAILED_MESSAGE,
  UNPUBLISH_FAILED_MESSAGE,
  publishWebsite,
  unpublishWebsite,
} from '../../lib/data/publishing'
import { notify } from '../../lib/toast'

export const nextActiveStatus = (website: Pick<Website, 'status'>): Website['status'] =>
  website.status === 'active' ? 'inactive' : 'active'

export const nextMaintenanceStatus = (website: Pick<Website, 'status'>): Website['status'] =>
  website.status === 'maintenance' ? 'active' : 'maintenance'

export function useWebsiteActions() {
  const [busyId, setBusyId] = useState<string | null>(null)

  const run = useCallback(
    async (id: string, action: () => Promise<string | null>, failed: (error: unknown) => string) => {
      setBusyId(id)
      try {
        const message = await action()
        if (message) notify.success(message)
      } catch (error) {
        notify.error(failed(error))
      } finally {
        setBusyId(null)
      }
    },
    [],
  )

  const setStatus = useCallback(
    (website: Website, status: Website['status']) =>
      run(
        website.id,
        async () => (await updateAdminWebsite(website.id, { status })).message,
        // The server's reason when it gave one ('Website bulunamadı.'), else the screen's message.
        (error) =>
          error instanceof ApiError && error.status > 0 ? error.message : WEBSITE_MESSAGES.saveFailed,
      ),
    [run],
  )

  const togglePublished = useCallback(
    (website: Website) => {
      const published = website.publishedAt !== null
      return run(
        website.id,
        async () => (await (published ? unpublishWebsite : publishWebsite)(website.id)).message,
        (error) =>
          error instanceof ApiError && error.status > 0
            ? error.message
            : published
              ? UNPUBLISH_FAILED_MESSAGE
              : PUBLISH_FAILED_MESSAGE,
      )
    },
    [run],
  )

  const publishChanges = useCallback(
    (website: Website) =>
      run(
        website.id,
        async () => (await publishWebsite(website.id)).message,
        (error) => (error instanceof ApiError && error.status > 0 ? error.message : PUBLISH_FAILED_MESSAGE),
      ),
    [run],
  )

  return {
    busyId,
    onTogglePublished: (website: Website) => void togglePublished(website),
    onPublishChanges: (website: Website) => void publishChanges(website),
    onToggleActive: (website: Website) => void setStatus(website, nextActiveStatus(website)),
    onToggleMaintenance: (website: Website) => void setStatus(website, nextMaintenanceStatus(website)),
    remove: (website: Website) =>
      run(
        website.id,
        () => deleteAdminWebsite(website.id),
        () => WEBSITE_MESSAGES.deleteFailed,
      ),
  }
}
