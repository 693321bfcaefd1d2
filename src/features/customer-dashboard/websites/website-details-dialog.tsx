// Every detail of one website the customer may see (panel passwords never reach customers), its own domain
// (src/components/site-domains), its published versions (restorable), and the way to its live preview (on
// the website management screen) and to the edit screen.
import { publishedSiteAddress, type Website } from '../../../../api/websites/website.shared'
import { primaryButtonClass } from '../../../components/buttons'
import { smallButtonClass } from '../../../components/form-styles'
import { ModalDialog } from '../../../components/modal-dialog'
import { DomainPanel } from '../../../components/site-domains/domain-panel'
import { WebsiteVersions } from '../../../components/website-versions'
import { formatLongDate } from '../../../lib/format-date'
import { planName } from '../../../lib/plans'
import { publicationLabel, websiteStatusLabel } from '../../../lib/status-labels'

function detailRows(website: Website): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ['Domain', website.domain || 'Tanımlanmamış'],
    ['Yayın adresi', publishedSiteAddress(website, window.location.origin)],
    ['Durum', `${websiteStatusLabel(website.status).label} · ${publicationLabel(website).label}`],
    ['Açıklama', website.description],
    ['Plan', website.plan ? planName(website.plan) : null],
    ['Oluşturulma', formatLongDate(website.createdAt)],
    ['Son güncelleme', formatLongDate(website.lastUpdate)],
    ['Hosting sağlayıcı', website.hostingInfo?.provider],
    ['Hosting kullanıcı adı', website.hostingInfo?.username],
    ['Domain kayıt firması', website.domainInfo?.registrar],
    ['Domain bitiş tarihi', formatLongDate(website.domainInfo?.expiryDate)],
    ['Domain paneli kullanıcı adı', website.domainInfo?.panelAccess.username],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

export function WebsiteDetailsDialog({ website, onClose }: { website: Website | null; onClose: () => void }) {
  return (
    <ModalDialog
      open={website !== null}
      title={website?.name ?? ''}
      description="Website ayrıntıları"
      onClose={onClose}
      footer={
        website && (
          <>
            <button type="button" className={smallButtonClass} onClick={onClose}>
              Kapat
            </button>
            <a href={`#/edit-website/${encodeURIComponent(website.id)}`} className={smallButtonClass}>
              Düzenle
            </a>
            <a
              href={`#/website-management?preview=${encodeURIComponent(website.id)}`}
              className={primaryButtonClass}
            >
              Canlı Önizleme
            </a>
          </>
        )
      }
    >
      {website && (
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
            {detailRows(website).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="text-sm break-words text-slate-900 dark:text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
          <DomainPanel scope="me" websiteId={website.id} />
          <WebsiteVersions scope="me" website={website} />
        </div>
      )}
    </ModalDialog>
  )
}
