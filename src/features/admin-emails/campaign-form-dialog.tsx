// The create and edit dialog of a campaign: name, subject, template, audience (with its live recipient
// count) and an optional send time (set: scheduled; empty: a draft). A refusal shows the server's words.
import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import {
  campaignAudienceSchema,
  campaignMessages,
  type CampaignAudience,
  type CampaignView,
} from '../../../api/campaigns/campaign.shared'
import { DialogForm } from '../../components/dialog-form'
import { FormField } from '../../components/form-field'
import { inputClass } from '../../components/form-styles'
import { ApiError } from '../../lib/api-client'
import {
  createCampaign,
  updateCampaign,
  useAudienceCount,
  useTemplateChoices,
} from '../../lib/data/campaigns'
import { notify } from '../../lib/toast'
import { audienceLabels } from './campaign-labels'

interface Values {
  name: string
  subject: string
  templateId: string
  targetAudience: CampaignAudience
  /** datetime-local text in the browser's time, '' for none. */
  scheduledAt: string
}

const empty: Values = { name: '', subject: '', templateId: '', targetAudience: 'all', scheduledAt: '' }

const pad = (n: number) => String(n).padStart(2, '0')
const toLocalInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const valuesOf = (c: CampaignView): Values => ({
  name: c.name,
  subject: c.subject,
  templateId: c.templateId ?? '',
  targetAudience: c.targetAudience,
  scheduledAt: toLocalInput(c.scheduledAt),
})

export function CampaignFormDialog({
  open,
  campaign,
  onClose,
}: {
  open: boolean
  campaign: CampaignView | null
  onClose: () => void
}) {
  const [values, setValues] = useState<Values>(empty)
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const templates = useTemplateChoices(open)
  const audience = useAudienceCount(values.targetAudience, open)

  useEffect(() => {
    if (!open) return
    setValues(campaign ? valuesOf(campaign) : empty)
    setFormError(null)
  }, [open, campaign])

  const set = (change: Partial<Values>) => {
    setValues((current) => ({ ...current, ...change }))
    setFormError(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values.name.trim() || !values.subject.trim() || !values.templateId) {
      setFormError(campaignMessages.required)
      return
    }
    setSending(true)
    try {
      const input = {
        name: values.name,
        subject: values.subject,
        templateId: values.templateId,
        targetAudience: values.targetAudience,
        scheduledAt: values.scheduledAt ? new Date(values.scheduledAt).toISOString() : null,
      }
      const message = campaign
        ? await updateCampaign(campaign.id, input, campaignMessages.updated)
        : await createCampaign(input, campaignMessages.created)
      notify.success(message)
      onClose()
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : campaignMessages.required)
    } finally {
      setSending(false)
    }
  }

  const count = audience.data
  return (
    <DialogForm
      open={open}
      title={campaign ? 'Kampanyayı Düzenle' : 'Yeni Kampanya'}
      description="Kampanya adı, konu ve şablon zorunludur. Gönderim zamanı verirseniz kampanya planlanır."
      submitLabel={campaign ? 'Kaydet' : 'Kampanya Oluştur'}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      error={formError}
      sending={sending}
    >
      <FormField label="Kampanya adı">
        {(control) => (
          <input
            {...control}
            value={values.name}
            maxLength={200}
            onChange={(e) => set({ name: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Konu">
        {(control) => (
          <input
            {...control}
            value={values.subject}
            maxLength={300}
            onChange={(e) => set({ subject: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Şablon">
        {(control) => (
          <select
            {...control}
            value={values.templateId}
            onChange={(e) => set({ templateId: e.target.value })}
            className={inputClass}
          >
            <option value="">Şablon seçin</option>
            {(templates.data ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Hedef kitle"
        description={
          <span aria-live="polite" data-testid="audience-count">
            {count === undefined ? 'Alıcılar sayılıyor…' : `${count} alıcı (abonelikten çıkanlar hariç)`}
          </span>
        }
      >
        {(control) => (
          <select
            {...control}
            value={values.targetAudience}
            onChange={(e) => set({ targetAudience: campaignAudienceSchema.parse(e.target.value) })}
            className={inputClass}
          >
            {campaignAudienceSchema.options.map((value) => (
              <option key={value} value={value}>
                {audienceLabels[value]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Gönderim zamanı (isteğe bağlı)"
        description="Boş bırakırsanız kampanya taslak olarak kalır."
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={values.scheduledAt}
            onChange={(e) => set({ scheduledAt: e.target.value })}
            className={inputClass}
          />
        )}
      </FormField>
    </DialogForm>
  )
}
