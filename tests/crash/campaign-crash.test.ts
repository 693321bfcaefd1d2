import { describe, expect, it } from 'vitest'
import { resources } from '../../api/kernel/resources'
import type { CampaignRecord } from '../../api/campaigns/campaign.shared'
import { newUserRecord } from '../../api/users/user.shared'
import { startMailCatcher } from '../support/mail-catcher'
import { createCrashDataDir } from './crash-data-dir'

// docs/rules/email-campaigns.md#sending: a campaign killed (kill -9) mid-send and restarted reaches each
// recipient exactly once through a real SMTP server on loopback. The SMTP server withholds its answer to
// the KILL_AT-th mail, so the server is killed exactly while it hands a campaign mail over (no sleeping):
// that mail has arrived, its recipient stays claimed, and the restarted server sends it no second time.

const RECIPIENTS = 30
const KILL_AT = 12
const SUBJECT = 'Çökme testi kampanyası'

describe('crash safety: e-mail campaigns', () => {
  it('kill -9 during an SMTP hand-over, restart: every recipient gets the campaign exactly once', async () => {
    let held: (() => void) | null = null
    const killPoint = new Promise<void>((resolve) => (held = resolve))
    const smtp = await startMailCatcher({
      hold: (_mail, count) => {
        if (count !== KILL_AT) return false
        held?.()
        return true
      },
    })
    const dataDir = await createCrashDataDir('campaign-crash')
    try {
      const at = new Date(Date.now() - 60_000).toISOString()
      const emails: string[] = []
      const campaignId = crypto.randomUUID()
      await dataDir.withRepositories(async (repos) => {
        for (let i = 0; i < RECIPIENTS; i++) {
          const email = `campaign-crash-${i}@example.com`
          emails.push(email)
          await repos.users.create(
            newUserRecord({ id: crypto.randomUUID(), name: `Müşteri ${i}`, email, at }),
          )
        }
        const template = await repos.resource(resources.emailTemplates).create({
          id: crypto.randomUUID(),
          key: '',
          name: 'Çökme şablonu',
          subject: 'Şablon',
          content: 'Merhaba {name},\nYeni temalar: https://example.com/temalar',
          type: 'marketing',
          customized: false,
          lastUsed: null,
          createdAt: at,
          updatedAt: at,
        })
        const campaign: CampaignRecord = {
          id: campaignId,
          name: 'Çökme testi',
          subject: SUBJECT,
          templateId: template.id,
          targetAudience: 'all',
          recipients: 0,
          status: 'scheduled',
          scheduledAt: at,
          startedAt: null,
          sentAt: null,
          error: null,
          createdBy: 'Test',
          createdAt: at,
          updatedAt: at,
        }
        await repos.resource(resources.emailCampaigns).create(campaign)
      })
      const env = {
        SMTP_URL: smtp.url,
        JOBS_RUN_ON_START: 'campaign-sending',
        CAMPAIGN_RATE_PER_SECOND: '0',
      }

      const first = await dataDir.start(env)
      await killPoint
      await first.kill9()
      expect(first.child.signalCode).toBe('SIGKILL')
      expect(smtp.messages).toHaveLength(KILL_AT)

      const second = await dataDir.start(env)
      await second.waitForOutput('job finished {"job":"campaign-sending"')
      await second.stop()
      expect(second.child.exitCode).toBe(0)

      const arrivals = new Map<string, number>()
      for (const mail of smtp.messages.filter((m) => m.subject === SUBJECT))
        for (const to of mail.to) arrivals.set(to, (arrivals.get(to) ?? 0) + 1)
      expect([...arrivals].filter(([, count]) => count !== 1)).toEqual([])
      expect(emails.filter((email) => !arrivals.has(email))).toEqual([])
      expect(smtp.messages).toHaveLength(RECIPIENTS)

      const rows = await dataDir.withRepositories((repos) =>
        repos.resource(resources.campaignRecipients).list({ filter: { campaignId }, limit: 100 }),
      )
      expect(rows).toHaveLength(RECIPIENTS)
      // The withheld mail's recipient stays claimed: its mail went out once and is not sent again.
      expect(rows.filter((row) => row.state === 'sending')).toHaveLength(1)
      expect(rows.filter((row) => row.state === 'sent')).toHaveLength(RECIPIENTS - 1)
    } finally {
      await smtp.stop()
      dataDir.remove()
    }
  }, 300_000)
})
