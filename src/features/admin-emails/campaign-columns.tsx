// The campaigns table's columns: name and subject, audience, status, recipients, progress, open and
// click rates, when, and the row's actions (edit and send while a draft or scheduled, delete).
import type { CampaignView } from '../../../api/campaigns/campaign.shared'
import type { DataColumn } from '../../components/data-table/data-table-types'
import { StatusBadge } from '../../components/status-badge'
import { formatDate } from '../../lib/format-date'
import { audienceLabels, campaignStatusLabel, formatRate, isEditable, progressOf } from './campaign-labels'

const actionClass =
  'rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50 disabled:opacity-50 dark:text-blue-300 dark:hover:bg-blue-400/10'

export interface CampaignActions {
  busyId: string | null
  onEdit: (campaign: CampaignView) => void
  onSend: (campaign: CampaignView) => void
  onDelete: (campaign: CampaignView) => void
}

function Progress({ campaign }: { campaign: CampaignView }) {
  const value = Math.round(progressOf(campaign) * 100)
  return (
    <div className="flex min-w-28 flex-col gap-1">
      <div
        role="progressbar"
        aria-label={`${campaign.name} gönderim ilerlemesi`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-blue-600 dark:bg-blue-400" style={{ width: `${value}%` }} />
      </div>
      <span className="text-xs text-slate-600 dark:text-slate-300">
        {campaign.counts.sent} gönderildi
        {campaign.counts.failed > 0 ? `, ${campaign.counts.failed} başarısız` : ''}
      </span>
    </div>
  )
}

export function campaignColumns(actions: CampaignActions): DataColumn<CampaignView>[] {
  return [
    {
      id: 'name',
      header: 'Kampanya',
      sortable: true,
      cell: (c) => (
        <div className="flex flex-col">
          <span className="font-medium">{c.name}</span>
          <span className="text-xs text-slate-600 dark:text-slate-300">{c.subject}</span>
        </div>
      ),
    },
    { id: 'targetAudience', header: 'Hedef kitle', cell: (c) => audienceLabels[c.targetAudience] },
    { id: 'status', header: 'Durum', cell: (c) => <StatusBadge status={campaignStatusLabel(c.status)} /> },
    { id: 'recipients', header: 'Alıcı', cell: (c) => c.counts.total || '—' },
    { id: 'progress', header: 'İlerleme', cell: (c) => (c.counts.total ? <Progress campaign={c} /> : '—') },
    { id: 'openRate', header: 'Açılma', cell: (c) => (c.counts.sent ? formatRate(c.openRate) : '—') },
    { id: 'clickRate', header: 'Tıklama', cell: (c) => (c.counts.sent ? formatRate(c.clickRate) : '—') },
    {
      id: 'sentAt',
      header: 'Tarih',
      sortable: true,
      sortDescFirst: true,
      cell: (c) =>
        c.sentAt
          ? `Gönderildi: ${formatDate(c.sentAt)}`
          : c.scheduledAt
            ? `Planlandı: ${formatDate(c.scheduledAt)}`
            : '—',
    },
    {
      id: 'actions',
      header: 'İşlemler',
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          {isEditable(c) && (
            <>
              <button type="button" className={actionClass} onClick={() => actions.onEdit(c)}>
                Düzenle
              </button>
              <button
                type="button"
                className={actionClass}
                disabled={actions.busyId === c.id}
                onClick={() => actions.onSend(c)}
              >
                Şimdi Gönder
              </button>
            </>
          )}
          {c.status !== 'sending' && (
            <button
              type="button"
              className={actionClass}
              disabled={actions.busyId === c.id}
              onClick={() => actions.onDelete(c)}
            >
              Sil
            </button>
          )}
        </div>
      ),
    },
  ]
}
