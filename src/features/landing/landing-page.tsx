// The landing page (docs/rules/landing.md#sections). Rendered to HTML at build time; in the browser it is only
// loaded when the app starts without that HTML (the dev server).
import type { BillingPeriod } from '../../../api/packages/package.shared'
import { PRERENDERED_ATTRIBUTE } from '../../lib/prerendered-landing'
import { CapabilitiesSection } from './capabilities-section'
import { FaqSection } from './faq-section'
import { HeroSection } from './hero-section'
import type { PricingPlan } from './pricing-plans'
import { PricingSection } from './pricing-section'
import { ProcessSection } from './process-section'
import { TestimonialsSection } from './testimonials-section'

/** `plans`: the live catalogue's cards (default: the default catalogue's, as prerendered). */
export function LandingPage({
  plans,
  initialPeriod,
}: { plans?: readonly PricingPlan[]; initialPeriod?: BillingPeriod } = {}) {
  return (
    <div {...{ [PRERENDERED_ATTRIBUTE]: '' }}>
      <HeroSection />
      <CapabilitiesSection />
      <ProcessSection />
      <PricingSection plans={plans} initialPeriod={initialPeriod} />
      <TestimonialsSection />
      <FaqSection />
    </div>
  )
}
