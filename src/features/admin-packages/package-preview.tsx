// The customer-view preview: the active packages as customers would see their cards, each with its first
// five features, '+N özellik daha', the popular badge and how many customers are on it.
import type { Package } from '../../../api/packages/package.shared'
import { PREVIEW_FEATURE_COUNT, moreFeaturesText } from '../../../api/packages/package-rules.shared'
import { CheckIcon } from '../../components/icons'
import { formatMoney } from '../../lib/money'
import { COLOR_ACCENTS, formatCount } from './package-labels'

export function PackagePreview({ packages }: { packages: readonly Package[] | null }) {
  return (
    <section aria-labelledby="package-preview-title" className="flex flex-col gap-3">
      <h2 id="package-preview-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Müşteri görünümü
      </h2>
      {packages === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Paketler yükleniyor…</p>
      ) : packages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Aktif paket yok.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {packages.map((pkg) => (
            <PreviewCard key={pkg.id} pkg={pkg} />
          ))}
        </ul>
      )}
    </section>
  )
}

function PreviewCard({ pkg }: { pkg: Package }) {
  const more = moreFeaturesText(pkg.features)
  return (
    <li
      aria-label={`Önizleme: ${pkg.name}`}
      className={`relative flex flex-col rounded-2xl border border-t-4 border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900 ${COLOR_ACCENTS[pkg.color]}`}
    >
      {pkg.isPopular && (
        <span className="absolute -top-3 right-5 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white dark:bg-blue-500 dark:text-slate-950">
          En popüler
        </span>
      )}
      <h3 className="font-semibold text-slate-900 dark:text-white">{pkg.name}</h3>
      {pkg.description && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{pkg.description}</p>
      )}
      <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums dark:text-white">
        {formatMoney(pkg.price, pkg.currency)}
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">/ay</span>
      </p>
      <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
        {formatMoney(pkg.yearlyPrice, pkg.currency)}/yıl
      </p>
      <ul className="mt-3 flex-1 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
        {pkg.features.slice(0, PREVIEW_FEATURE_COUNT).map((feature, index) => (
          <li key={`${index}-${feature}`} className="flex items-center gap-2">
            <CheckIcon className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
            {feature}
          </li>
        ))}
      </ul>
      {more && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{more}</p>}
      <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        {formatCount(pkg.subscriberCount)} abone
      </p>
    </li>
  )
}
