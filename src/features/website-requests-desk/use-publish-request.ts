// 'Yayınla' on a completed request: its website (created from the request when none is linked yet) is
// published; the toast names the site's address, which the detail dialog then links to. Refusals show
// the server's message.
import { useCallback, useState } from 'react'
import type { WebsiteRequest } from '../../../api/website-requests/website-request.shared'
import { publishedSiteAddress } from '../../../api/websites/website.shared'
import { PUBLISH_FAILED_MESSAGE, publishWebsiteRequest } from '../../lib/data/publishing'
import { notify } from '../../lib/toast'

export function publishedMessage(message: string, address: string | null): string {
  return address ? `${message} Adres: ${address}` : message
}

export function usePublishRequest() {
  const [publishingId, setPublishingId] = useState<string | null>(null)
  const [addresses, setAddresses] = useState<ReadonlyMap<string, string>>(new Map())

  const publish = useCallback(async (request: WebsiteRequest) => {
    setPublishingId(request.id)
    try {
      const { message, website } = await publishWebsiteRequest(request.id)
      const address = publishedSiteAddress(website, window.location.origin)
      if (address) setAddresses((current) => new Map(current).set(request.id, address))
      notify.success(publishedMessage(message, address))
    } catch (error) {
      notify.error(error instanceof Error && error.message ? error.message : PUBLISH_FAILED_MESSAGE)
    } finally {
      setPublishingId(null)
    }
  }, [])

  return {
    publishingId,
    /** The address of a request's site published on this screen. */
    addressOf: (requestId: string) => addresses.get(requestId) ?? null,
    publish: (request: WebsiteRequest) => void publish(request),
  }
}
