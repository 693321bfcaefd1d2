import type { ActivityService } from '../activity/activity-service'
import { activityActor, type Actor } from '../audit/actor'
import type { AuditService } from '../audit/audit-service'
import { ApiError } from '../lib/http'
import type { ApiPorts, Repositories } from '../ports'
import { isOwnTemplateKey, OWN_TEMPLATES } from './email-template-kinds.shared'
import {
  emailTemplateMessages as messages,
  type EmailTemplateInput,
  type EmailTemplateRecord,
  type EmailTemplateView,
} from './email-template.shared'
import { emailTemplateResource } from './email-template-resource'
import { addMissingOwnTemplates, checkTemplateFields, toTemplateView } from './email-template-rules'
import type { z } from 'zod'
import { listPage } from '../routes/list-page'
import type { emailTemplateListQuerySchema } from './email-template.shared'

interface Deps {
  ports: ApiPorts
  activity: ActivityService
  audit: AuditService
}

const trimmed = (input: EmailTemplateInput) => ({
  ...(input.name !== undefined ? { name: input.name.trim() } : {}),
  ...(input.subject !== undefined ? { subject: input.subject.trim() } : {}),
  ...(input.content !== undefined ? { content: input.content } : {}),
  ...(input.type !== undefined ? { type: input.type } : {}),
})

// Template management (docs/rules/email-templates.md): each write stores the template, its audit row and
// its activity entry in one transaction.
export function createEmailTemplateService({ ports, activity, audit }: Deps) {
  const repos = ports.repos
  const now = () => ports.clock.now().toISOString()
  const repoOf = (tx: Repositories) => tx.resource(emailTemplateResource)
  const change = (actor: Actor, recordId: string) => ({ actor, resource: 'emailTemplates', recordId })
  const log = (
    tx: Repositories,
    actor: Actor,
    record: EmailTemplateRecord,
    action: string,
    details: string,
  ) =>
    activity.log(
      {
        ...activityActor(actor),
        action,
        details,
        type: 'system',
        severity: action === 'E-posta şablonu silindi' ? 'warning' : 'info',
        subject: { resource: 'emailTemplates', recordId: record.id },
      },
      tx,
    )

  async function current(tx: Repositories, id: string) {
    const record = await repoOf(tx).findById(id)
    if (!record) throw new ApiError(404, messages.notFound)
    return record
  }

  return {
    /** A page of the templates, SiteKur's own ones included (added first when missing). */
    async list(query: z.output<typeof emailTemplateListQuerySchema>) {
      await addMissingOwnTemplates(repos, ports.ids, now())
      return listPage(repoOf(repos), query, {
        filter: { type: query.type },
        defaultSort: 'createdAt',
        view: toTemplateView,
      })
    },

    async create(input: EmailTemplateInput, actor: Actor): Promise<EmailTemplateView> {
      const at = now()
      const record: EmailTemplateRecord = {
        id: ports.ids.uuid(),
        key: '',
        name: '',
        subject: '',
        content: '',
        type: 'notification',
        ...trimmed(input),
        customized: false,
        lastUsed: null,
        createdAt: at,
        updatedAt: at,
      }
      checkTemplateFields(record)
      await repos.transaction(async (tx) => {
        await repoOf(tx).create(record)
        await audit.created(tx, change(actor, record.id), record)
        await log(tx, actor, record, 'E-posta şablonu oluşturuldu', `${record.name} şablonu eklendi.`)
      })
      return toTemplateView(record)
    },

    /** Only the fields sent; SiteKur's own template keeps its type and becomes customized. */
    async update(id: string, input: EmailTemplateInput, actor: Actor): Promise<EmailTemplateView> {
      const updated = await repos.transaction(async (tx) => {
        const before = await current(tx, id)
        const shown = toTemplateView(before)
        const patch = trimmed(input)
        const own = isOwnTemplateKey(before.key)
        if (own && patch.type !== undefined && patch.type !== before.type)
          throw new ApiError(400, messages.ownTemplateTypeFixed)
        const next = { ...before, subject: shown.subject, content: shown.content, ...patch }
        checkTemplateFields(next)
        const textChanged = next.subject !== shown.subject || next.content !== shown.content
        const after = await repoOf(tx).update(id, {
          ...patch,
          subject: next.subject,
          content: next.content,
          ...(own && textChanged ? { customized: true } : {}),
          updatedAt: now(),
        })
        if (!after) throw new ApiError(404, messages.notFound)
        await audit.updated(tx, change(actor, id), before, after)
        await log(tx, actor, after, 'E-posta şablonu güncellendi', `${after.name} şablonu güncellendi.`)
        return after
      })
      return toTemplateView(updated)
    },

    /** SiteKur's own template goes back to the default in code. */
    async reset(id: string, actor: Actor): Promise<EmailTemplateView> {
      const updated = await repos.transaction(async (tx) => {
        const before = await current(tx, id)
        if (!isOwnTemplateKey(before.key)) throw new ApiError(409, messages.notOwn)
        const seed = OWN_TEMPLATES[before.key]
        const after = await repoOf(tx).update(id, {
          name: seed.name,
          subject: seed.subject,
          content: seed.content,
          customized: false,
          updatedAt: now(),
        })
        if (!after) throw new ApiError(404, messages.notFound)
        await audit.updated(tx, change(actor, id), before, after)
        await log(
          tx,
          actor,
          after,
          'E-posta şablonu sıfırlandı',
          `${after.name} şablonu varsayılan haline döndürüldü.`,
        )
        return after
      })
      return toTemplateView(updated)
    },

    /** An admin's template; SiteKur's own are only reset, never deleted. */
    async remove(id: string, actor: Actor): Promise<void> {
      await repos.transaction(async (tx) => {
        const record = await current(tx, id)
        if (isOwnTemplateKey(record.key)) throw new ApiError(409, messages.ownNotDeletable)
        if (!(await repoOf(tx).delete(id))) throw new ApiError(404, messages.notFound)
        await audit.deleted(tx, change(actor, id), record)
        await log(tx, actor, record, 'E-posta şablonu silindi', `${record.name} şablonu silindi.`)
      })
    },
  }
}
export type EmailTemplateService = ReturnType<typeof createEmailTemplateService>
