import { declaredRecords } from '../routes/declared-records'
import type { OwnerCheck, OwnerExample } from '../routes/define-route'
import type { idParamsSchema } from '../lib/common.shared'
import { newWebsiteRecord } from './new-website-record'
import { websiteMessages } from './website-messages'
import { websiteResource } from './website-resource'
import type { WebsiteRecord } from './website.shared'

// The customer's own website behind `/api/me/websites/:id…`: found by id, theirs or 404; and the example
// one the authorization sweep makes for an owner.

export const ownWebsite: OwnerCheck<typeof idParamsSchema, WebsiteRecord> = {
  find: (services, { id }) => declaredRecords(services, websiteResource).findById(id),
  ownerIds: (website) => website.ownerId,
  notFound: websiteMessages.notFound,
}

export const exampleWebsite: OwnerExample = async (services, owner) => {
  const website = newWebsiteRecord(
    {
      id: services.ports.ids.uuid(),
      name: 'Örnek Site',
      ownerEmail: owner.email,
      ownerId: owner.id,
      owner: owner.name,
    },
    services.ports.clock.now().toISOString(),
  )
  return { id: (await declaredRecords(services, websiteResource).create(website)).id }
}
