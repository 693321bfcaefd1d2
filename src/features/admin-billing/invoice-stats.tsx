import type { InvoiceStats } from '../../../api/invoices/invoice-input.shared'
import { formatKurus } from '../../../api/invoices/invoice-labels.shared'
import { StatCard } from '../../components/stat-card'

/** Counts over every invoice; money in TRY with kuruş (totals include KDV). */
export function InvoiceStatCards({ stats }: { stats: InvoiceStats | null }) {
  return (
    <dl aria-label="Fatura istatistikleri" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <StatCard label="Toplam fatura" value={stats?.total ?? null} />
      <StatCard
        label="Bekleyen / gecikmiş"
        value={stats ? `${stats.byStatus.pending ?? 0} / ${stats.byStatus.overdue ?? 0}` : null}
        tone="amber"
      />
      <StatCard
        label="Bu ay tahsil edilen"
        value={stats ? formatKurus(stats.paidThisMonthKurus) : null}
        hint="Bu ay kaydedilen ödemeler, KDV dahil"
        tone="green"
      />
      <StatCard
        label="Açık alacak"
        value={stats ? formatKurus(stats.outstandingKurus) : null}
        hint="Bekleyen ve gecikmiş faturaların kalanı"
        tone="red"
      />
    </dl>
  )
}
