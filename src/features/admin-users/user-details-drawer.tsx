// A customer's drawer: their details, websites, requests, invoices, open sessions, the invitation
// resend while they have no password, and the history of changes from the audit trail.
import type { ReactNode } from 'react'
import type { UserDetails } from '../../../api/users/admin-users.shared'
import type { User } from '../../../api/users/user.shared'
import { WEBSITE_REQUEST_STATUS_LABELS } from '../../../api/website-requests/website-request-status.shared'
import { RecordHistory } from '../../components/record-history'
import { SideDrawer } from '../../components/side-drawer'
import { StatusBadge } from '../../components/status-badge'
import { smallButtonClass } from '../../components/form-styles'
import { useUserDetails } from '../../lib/data/admin-users'
import { formatDate } from '../../lib/format-date'
import { formatTry } from '../../lib/money'
import { invoiceStatusLabel, websiteStatusLabel } from '../../lib/status-labels'
import { ROLE_LABELS, USER_STATUS_LABELS, planLabel } from './user-labels'

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="text-base font-bold text-slate-900 dark:text-white">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">{children}</ul>
      )}
    </section>
  )
}

const Row = ({ children }: { children: ReactNode }) => (
  <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-slate-800 dark:text-slate-200">
    {children}
  </li>
)

function DetailLists({ details }: { details: UserDetails }) {
  return (
    <>
      <Section title="Websiteler" empty="Websitesi yok.">
        {details.websites.map((site) => (
          <Row key={site.id}>
            <span>
              {site.name} <span className="text-slate-600 dark:text-slate-400">{site.domain}</span>
            </span>
            <StatusBadge status={websiteStatusLabel(site.status)} />
          </Row>
        ))}
      </Section>
      <Section title="Talepler" empty="Talep yok.">
        {details.requests.map((request) => (
          <Row key={request.id}>
            <span>
              {request.title}{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {request.kind === 'website' ? 'Website talebi' : 'Talep'} · {formatDate(request.createdAt)}
              </span>
            </span>
            <span>
              {WEBSITE_REQUEST_STATUS_LABELS[request.status as keyof typeof WEBSITE_REQUEST_STATUS_LABELS] ??
                request.status}
            </span>
          </Row>
        ))}
      </Section>
      <Section title="Faturalar" empty="Fatura yok.">
        {details.invoices.map((invoice) => (
          <Row key={invoice.id}>
            <span>
              {invoice.number} · {formatDate(invoice.issueDate)}
            </span>
            <span className="flex items-center gap-2">
              {formatTry(invoice.amount)} <StatusBadge status={invoiceStatusLabel(invoice.status)} />
            </span>
          </Row>
        ))}
      </Section>
      <Section title="Açık oturumlar" empty="Açık oturum yok.">
        {details.sessions.map((session) => (
          <Row key={session.id}>
            <span>{session.device ?? 'Bilinmeyen cihaz'}</span>
            <span className="text-slate-600 dark:text-slate-400">
              Son kullanım: {formatDate(session.lastUsedAt)}
            </span>
          </Row>
        ))}
      </Section>
    </>
  )
}

export function UserDetailsDrawer({
  user,
  busy,
  onResendInvitation,
  onClose,
}: {
  user: User | null
  busy: boolean
  onResendInvitation: (user: User) => void
  onClose: () => void
}) {
  const details = useUserDetails(user?.id ?? null)
  const data = details.data
  return (
    <SideDrawer open={user !== null} title={user?.name ?? ''} description={user?.email} onClose={onClose}>
      {user && (
        <div className="space-y-6">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Durum</dt>
              <dd>
                <StatusBadge status={USER_STATUS_LABELS[user.status]} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Rol</dt>
              <dd>{ROLE_LABELS[user.role]}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Plan</dt>
              <dd>{planLabel(user.subscription)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Telefon</dt>
              <dd>{user.phone || '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Kayıt</dt>
              <dd>{formatDate(user.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Son giriş</dt>
              <dd>{formatDate(user.lastLoginAt) || '—'}</dd>
            </div>
          </dl>
          {data && !data.passwordSet && (
            <div className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-500/40 dark:bg-amber-500/10">
              <p className="text-slate-800 dark:text-slate-200">
                {data.pendingInvitation
                  ? `Kullanıcı henüz şifresini belirlemedi. Davet ${formatDate(data.pendingInvitation.expiresAt)} tarihine kadar geçerli.`
                  : 'Kullanıcı henüz şifresini belirlemedi ve geçerli bir daveti yok.'}
              </p>
              <button
                type="button"
                className={smallButtonClass}
                disabled={busy}
                onClick={() => onResendInvitation(user)}
              >
                Davet e-postasını yeniden gönder
              </button>
            </div>
          )}
          {details.error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {details.error}
            </p>
          )}
          {!data && !details.error && (
            <p className="text-sm text-slate-600 dark:text-slate-400">Ayrıntılar yükleniyor…</p>
          )}
          {data && <DetailLists details={data} />}
          <RecordHistory resource="users" recordId={user.id} />
        </div>
      )}
    </SideDrawer>
  )
}
