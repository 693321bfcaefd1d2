import { escapeHtml, layout } from '../mail/mail-layout.shared'
import type { CustomerNotifier } from '../notifications/customer-notifier'
import type { ApiPorts, Repositories } from '../ports'
import type { MailMessage } from '../ports/infrastructure'
import type { WebsiteRecord } from '../websites/website.shared'
import { LAPSE_GRACE_DAYS, type SiteDomainRecord } from './site-domain.shared'
import { siteDomainMessages as messages } from './site-domain-messages.shared'

// What the owner of a website is told when its domain lapses (docs/rules/custom-domains.md#staying-verified):
// the in-app feed, and mail (push, SMS) as their contact preferences want.

function lapsedMail(input: {
  to: string
  name: string
  domain: string
  websiteName: string
  link: string
}): MailMessage {
  const lines = [
    `Merhaba ${input.name},`,
    messages.lapsedMessage(input.domain, input.websiteName, LAPSE_GRACE_DAYS),
  ]
  return {
    to: input.to,
    subject: `${input.domain} sitenizden kaldırıldı`,
    text: [...lines, '', input.link].join('\n'),
    html: layout(messages.lapsedTitle, lines.map(escapeHtml), { label: 'Sitelerimi aç', url: input.link }),
    highlights: { link: input.link },
  }
}

const content = (website: WebsiteRecord, record: SiteDomainRecord) => ({
  title: messages.lapsedTitle,
  message: messages.lapsedMessage(record.domain, website.name, LAPSE_GRACE_DAYS),
})

/** Telling the website's owner that its domain lapsed: the feed in the lapse's transaction, then the rest. */
export function createLapseNotice({ ports, notify }: { ports: ApiPorts; notify: CustomerNotifier }) {
  const ownerOf = (repos: Repositories, website: WebsiteRecord) =>
    website.ownerId ? repos.users.findById(website.ownerId) : Promise.resolve(null)
  return {
    async inApp(tx: Repositories, website: WebsiteRecord, record: SiteDomainRecord) {
      const owner = await ownerOf(tx, website)
      if (owner) await notify.inApp(owner, content(website, record), tx)
    },

    /** After the lapse committed: mail, push and SMS as the owner's preferences want. */
    async outside(website: WebsiteRecord, record: SiteDomainRecord) {
      const owner = await ownerOf(ports.repos, website)
      if (!owner) return
      const link = `${ports.config.publicUrl}/#/user-dashboard`
      await notify.outside(owner, {
        ...content(website, record),
        ref: `site-domain-lapsed:${record.id}:${record.failingSince ?? ''}`,
        url: link,
        mail: lapsedMail({
          to: owner.email,
          name: owner.name,
          domain: record.domain,
          websiteName: website.name,
          link,
        }),
      })
    },
  }
}
