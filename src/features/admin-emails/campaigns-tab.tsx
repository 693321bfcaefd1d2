// The e-mail screen's campaigns tab (docs/rules/email-campaigns.md): the campaigns with their status,
// recipients, progress and open and click rates; the create and edit dialog with the audience's live
// count; send now after a confirmation; delete after a confirmation. The list's page and sort are the
// tab's own (the screen's URL belongs to its tabs).
import { useEffect, useState } from 'react'
import { campaignMessages, type CampaignView } from '../../../api/campaigns/campaign.shared'
import { primaryButtonClass } from '../../components/buttons'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { DataTable } from '../../components/data-table/data-table'
import type { SortState } from '../../components/data-table/list-search'
import { ApiError } from '../../lib/api-client'
import { deleteCampaign, sendCampaign, useCampaigns } from '../../lib/data/campaigns'
import { notify } from '../../lib/toast'
import { campaignColumns } from './campaign-columns'
import { CampaignFormDialog } from './campaign-form-dialog'
import { audienceLabels } from './campaign-labels'
import { totalText } from '../../components/data-table/list-total'

type Editing = { campaign: CampaignView | null } | null

const PROGRESS_POLL_MS = 2000

export function CampaignsTab() {
  const [view, setView] = useState<{ page: number; pageSize: number; sort: SortState | null }>({
    page: 1,
    pageSize: 20,
    sort: null,
  })
  const sort = view.sort ? `${view.sort.desc ? '-' : ''}${view.sort.field}` : undefined
  const list = useCampaigns({ page: view.page, pageSize: view.pageSize, sort })
  // While a campaign is sending, its progress is refetched every few seconds (not the app's 30 s poll).
  const sending = list.data?.items.some((campaign) => campaign.status === 'sending') ?? false
  const { refetch } = list
  useEffect(() => {
    if (!sending) return
    const timer = window.setInterval(() => void refetch(), PROGRESS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [sending, refetch])
  const [editing, setEditing] = useState<Editing>(null)
  const [sendingNow, setSendingNow] = useState<CampaignView | null>(null)
  const [deleting, setDeleting] = useState<CampaignView | null>(null)
  const [busyId, setBusyId] = useState<string | null>(null)

  async function run(id: string, action: () => Promise<string>) {
    setBusyId(id)
    try {
      notify.success(await action())
    } catch (error) {
      notify.error(error instanceof ApiError && error.status > 0 ? error.message : campaignMessages.notFound)
    } finally {
      setBusyId(null)
    }
  }

  return (
    <section aria-labelledby="campaigns-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-heading" className="text-lg font-semibold">
          Kampanyalar
        </h2>
        <button type="button" className={primaryButtonClass} onClick={() => setEditing({ campaign: null })}>
          Yeni Kampanya
        </button>
      </div>
      <DataTable<CampaignView>
        label="Kampanyalar listesi"
        columns={campaignColumns({
          busyId,
          onEdit: (campaign) => setEditing({ campaign }),
          onSend: setSendingNow,
          onDelete: setDeleting,
        })}
        page={list.data}
        view={view}
        onSortChange={(next) => setView((v) => ({ ...v, sort: next, page: 1 }))}
        onPageChange={(page) => setView((v) => ({ ...v, page }))}
        onPageSizeChange={(pageSize) => setView((v) => ({ ...v, pageSize, page: 1 }))}
        getRowId={(campaign) => campaign.id}
        rowLabel={(campaign) => campaign.name}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        loadingText="Kampanyalar yükleniyor…"
        emptyText="Henüz kampanya yok."
        summary={`${totalText(list.data)} kampanya bulundu`}
      />
      <CampaignFormDialog
        open={editing !== null}
        campaign={editing?.campaign ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={sendingNow !== null}
        title="Kampanya şimdi gönderilsin mi?"
        confirmLabel="Şimdi Gönder"
        onConfirm={() => {
          const campaign = sendingNow
          if (campaign) void run(campaign.id, () => sendCampaign(campaign.id, campaignMessages.sendStarted))
          setSendingNow(null)
        }}
        onClose={() => setSendingNow(null)}
      >
        <p>
          <strong>{sendingNow?.name}</strong> kampanyası{' '}
          {sendingNow ? audienceLabels[sendingNow.targetAudience].toLocaleLowerCase('tr-TR') : ''} hedef
          kitlesine gönderilecek. Gönderim başladıktan sonra kampanya değiştirilemez.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Kampanya silinsin mi?"
        confirmLabel="Kampanyayı Sil"
        onConfirm={() => {
          const campaign = deleting
          if (campaign) void run(campaign.id, () => deleteCampaign(campaign.id, campaignMessages.deleted))
          setDeleting(null)
        }}
        onClose={() => setDeleting(null)}
      >
        <p>
          <strong>{deleting?.name}</strong> kampanyası ve alıcı kayıtları kalıcı olarak silinecek.
        </p>
      </ConfirmDialog>
    </section>
  )
}
