// "Seçilen paket: Scale · Yıllık" on the registration form: the plan the landing's pricing passed
// (`#/register?plan=<code>&period=…`), named from the public catalogue; the server checks it again.
import { useEffect, useState } from 'react'
import { subscriptionMessages } from '../../../../api/subscriptions/subscription-messages.shared'
import { fetchCatalogue } from '../api/auth-api'

export type ChosenPeriod = 'monthly' | 'yearly'

export function ChosenPlan({
  plan,
  period,
  onClear,
}: {
  plan: string
  period: ChosenPeriod
  onClear: () => void
}) {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    fetchCatalogue()
      .then((packages) => {
        const found = packages.find((pkg) => pkg.code === plan.toLowerCase())
        if (live && found) setName(found.name)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [plan])
  const shown = name ?? plan.charAt(0).toLocaleUpperCase('tr-TR') + plan.slice(1)
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
    >
      <span className="font-semibold">
        {subscriptionMessages.chosenPlan(shown, subscriptionMessages.periodLabel[period])}
      </span>
      <button type="button" onClick={onClear} className="text-xs font-medium underline underline-offset-2">
        Paketsiz devam et
      </button>
    </div>
  )
}
