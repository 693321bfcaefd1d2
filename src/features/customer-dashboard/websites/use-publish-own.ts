// 'Yayınla' on the customer's own live website: its saved changes go live. One publication at a time per
// card; the toast says what happened in the server's words (or that it waits for the connection).
import { useCallback, useState } from 'react'
import type { Website } from '../../../../api/websites/website.shared'
import { PUBLISH_FAILED_MESSAGE, publishOwnWebsite } from '../../../lib/data/publishing'
import { notify } from '../../../lib/toast'

export function usePublishOwn() {
  const [publishingId, setPublishingId] = useState<string | null>(null)

  const publish = useCallback(async (website: Website) => {
    setPublishingId(website.id)
    try {
      notify.success(await publishOwnWebsite(website.id))
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : PUBLISH_FAILED_MESSAGE)
    } finally {
      setPublishingId(null)
    }
  }, [])

  return { publishingId, publish: (website: Website) => void publish(website) }
}
