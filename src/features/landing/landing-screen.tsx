// The landing screen (mounted by app.tsx before the router loads and by the "/" route after): the
// prerendered markup captured at boot when there is one (no landing code on the first load), otherwise
// the landing page's components, loaded on demand. The pricing comes from the package catalogue: when
// the live catalogue (GET /api/packages) differs from the one the page was prerendered with, the
// components take over with the live cards, keeping the billing toggle's choice
// (docs/decisions/0031-one-price-catalogue.md).
import { Suspense, lazy, useEffect } from 'react'
import type { BillingPeriod } from '../../../api/packages/package.shared'
import { PRERENDERED_ATTRIBUTE, prerenderedLandingMarkup } from '../../lib/prerendered-landing'
import { useLivePlans } from './live-catalogue'
import { defaultPricingPlans, samePlans } from './pricing-plans'

export const LANDING_TITLE = 'SiteKur — 24 saatte yayında, yönetilen web siteleri'

const LandingPage = lazy(() => import('./landing-page').then((m) => ({ default: m.LandingPage })))

/** The period the toggle on the page shows now (the prerendered one, before the components replace it). */
const periodOnPage = (): BillingPeriod =>
  (document.getElementById('billing-yearly') as HTMLInputElement | null)?.checked ? 'yearly' : 'monthly'

export function LandingScreen() {
  const markup = prerenderedLandingMarkup()
  const live = useLivePlans()
  useEffect(() => {
    document.title = LANDING_TITLE
  }, [])
  const prerendered =
    markup === null ? null : (
      <div {...{ [PRERENDERED_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: markup }} />
    )
  if (prerendered && (live === null || samePlans(live, defaultPricingPlans))) return prerendered
  return (
    <Suspense fallback={prerendered ?? <div className="min-h-screen" />}>
      <LandingPage plans={live ?? undefined} initialPeriod={periodOnPage()} />
    </Suspense>
  )
}
