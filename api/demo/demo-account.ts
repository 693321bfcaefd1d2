import type { Repositories } from '../ports'
import type { Secrets } from '../ports/infrastructure'
import type { UserRecord } from '../users/user.shared'
import type { WebsiteRecord } from '../websites/website.shared'
import { demoWebsiteRecord, type DemoWebsite } from './demo-website-record'
import { DAY, type DemoSeedContext } from './demo-seed-context'
import type { DemoRecordKeys } from './demo-record-keys'

// Owner `demo`'s account in the offline demo (docs/rules/offline-demo-and-sync.md#demo-data): its plan and
// its three websites, Demo Kafe live. The demo customer demo@sitekur.app has them
// (sw/emulation/seed/seed-demo-data.ts), and so does every copy a demo sign-in makes (copy-demo-account.ts).

/** The plan (package code) of owner `demo`: what the demo's invoices and approval requests speak of. */
export const DEMO_ACCOUNT_PLAN = 'scale'

/** The plan's fields on a user record, its package found by code. */
export async function demoAccountPlan(
  repos: Repositories,
  now: Date,
): Promise<Pick<UserRecord, 'subscription' | 'subscriptionStatus' | 'subscriptionExpiry' | 'packageId'>> {
  const pkg = await repos.packages.findOne({ code: DEMO_ACCOUNT_PLAN })
  return {
    subscription: pkg?.name ?? 'free',
    subscriptionStatus: 'active',
    subscriptionExpiry: new Date(now.getTime() + 30 * DAY).toISOString(),
    packageId: pkg?.id ?? null,
  }
}

interface DemoAccountWebsite extends DemoWebsite {
  id: string
  domain: string
  daysAgo: number
  panel?: { username: string; hostingPassword: string; domainPassword: string }
}

/** The live one: published as the team would publish it once the records are seeded. */
const DEMO_LIVE_DOMAIN = 'demokafe.com.tr'

const demoAccountWebsites: readonly DemoAccountWebsite[] = [
  {
    id: 'demo-site-kafe',
    name: 'Demo Kafe',
    domain: DEMO_LIVE_DOMAIN,
    template: 'business',
    status: 'active',
    visitors: 842,
    description: 'Mahalle kafesi: menü, rezervasyon ve iletişim.',
    daysAgo: 30,
    panel: { username: 'demokafe', hostingPassword: 'Kafe-Panel-2024', domainPassword: 'Alan-Adi-2024' },
  },
  {
    id: 'demo-site-fotograf',
    name: 'Demo Fotoğraf Stüdyosu',
    domain: 'demofotograf.com',
    template: 'portfolio',
    status: 'active',
    visitors: 315,
    description: 'Düğün ve ürün fotoğrafçılığı portfolyosu.',
    daysAgo: 23,
  },
  {
    id: 'demo-site-kafe-blog',
    name: 'Demo Kafe Blog',
    domain: 'blog.demokafe.com.tr',
    template: 'blog',
    status: 'maintenance',
    visitors: 57,
    description: 'Tarifler ve kafeden haberler.',
    daysAgo: 16,
  },
]

/** Owner `demo`'s websites for `owner`, each unless its id or domain is there already. */
export async function seedDemoAccountWebsites(
  { tx, now, created, keys }: DemoSeedContext,
  owner: UserRecord,
  secrets: Pick<Secrets, 'encrypt'>,
): Promise<void> {
  for (const site of demoAccountWebsites) {
    const [id, domain] = [keys.id(site.id), keys.domain(site.domain)]
    if ((await tx.websites.findById(id)) || (await tx.websites.findByDomain(domain))) continue
    const panel = site.panel
    const at = {
      id,
      domain,
      owner,
      lastModified: now.toISOString(),
      createdAt: new Date(now.getTime() - site.daysAgo * DAY).toISOString(),
    }
    await tx.websites.create(
      demoWebsiteRecord(site, at, {
        hostingInfo: panel
          ? {
              provider: 'SiteKur Hosting',
              username: panel.username,
              passwordEncrypted: await secrets.encrypt(panel.hostingPassword),
            }
          : null,
        domainInfo: panel
          ? {
              registrar: 'SiteKur Alan Adı',
              expiryDate: new Date(now.getTime() + 200 * DAY).toISOString(),
              username: panel.username,
              passwordEncrypted: await secrets.encrypt(panel.domainPassword),
            }
          : null,
      }),
    )
    created.push(`website:${domain}`)
  }
}

/** `owner`'s live website of the account (Demo Kafe), or null when `owner` has none. */
export async function demoLiveWebsite(
  repos: Repositories,
  owner: UserRecord,
  keys: DemoRecordKeys,
): Promise<WebsiteRecord | null> {
  const website = await repos.websites.findByDomain(keys.domain(DEMO_LIVE_DOMAIN))
  return website?.ownerId === owner.id ? website : null
}
