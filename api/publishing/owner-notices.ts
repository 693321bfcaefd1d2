import { ownTemplateMail } from '../email-templates/own-template-mail'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { NotificationService } from '../notifications/notification-service'
import type { ApiPorts, Repositories } from '../ports'
import type { MailMessage } from '../ports/infrastructure'
import { publishedSiteAddresses, type WebsiteRecord } from '../websites/website.shared'
import { publishingMessages } from './publishing-messages'

/** SiteKur's own template 'site-published': the owner learns where the live site answers. */
export function sitePublishedMail(input: {
  to: string
  name: string
  websiteName: string
  /** publishedSiteAddresses: the domain first when there is one. */
  addresses: readonly string[]
}): MailMessage {
  return ownTemplateMail('site-published', input.to, {
    name: input.name,
    websiteName: input.websiteName,
    address: input.addresses.join(' ve '),
    link: input.addresses[0] ?? '',
  })
}

interface Deps {
  ports: ApiPorts
  notifications: NotificationService
  notify: CustomerNotifier
}

// What the owner of a website is told when the team publishes or unpublishes it (docs/rules/publishing.md).
export function createOwnerNotices({ ports, notifications, notify }: Deps) {
  const ownerOf = (repos: Repositories, website: WebsiteRecord) =>
    website.ownerId ? repos.users.findById(website.ownerId) : Promise.resolve(null)
  const addressesOf = (website: WebsiteRecord) => publishedSiteAddresses(website, ports.config.publicUrl)

  return {
    /** The feed entry, in the change's transaction. */
    async inApp(tx: Repositories, website: WebsiteRecord, change: 'published' | 'unpublished') {
      const owner = await ownerOf(tx, website)
      if (!owner) return
      const content =
        change === 'published'
          ? publishingMessages.publishedNotice(website.name, addressesOf(website).join(' ve '))
          : publishingMessages.unpublishedNotice(website.name)
      await notifications.notifyUser(owner, content, tx)
    },

    /** After the team's publication committed: mail, push and SMS as the owner's preferences want. */
    async publishedOutside(website: WebsiteRecord, at: string) {
      const owner = await ownerOf(ports.repos, website)
      if (!owner) return
      const addresses = addressesOf(website)
      await notify.outside(owner, {
        ...publishingMessages.publishedNotice(website.name, addresses.join(' ve ')),
        ref: `site-published:${website.id}:${at}`,
        url: addresses[0],
        mail: sitePublishedMail({ to: owner.email, name: owner.name, websiteName: website.name, addresses }),
      })
    },
  }
}
