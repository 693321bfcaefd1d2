// The landing page (docs/rules/landing.md#sections). Rendered to HTML at build time; in the browser it is only
// loaded when the app starts without that HTML (the dev server).
import { PRERENDERED_ATTRIBUTE } from '../../lib/prerendered-landing'
import { CapabilitiesSection } from './capabilities-section'
import { FaqSection } from './faq-section'
import { HeroSection } from './hero-section'
import { PricingSection } from './pricing-section'
import { ProcessSection } from './process-section'
import { TestimonialsSection } from './testimonials-section'

export function LandingPage() {
  return (
    <div {...{ [PRERENDERED_ATTRIBUTE]: '' }}>
      <HeroSection />
      <CapabilitiesSection />
      <ProcessSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
    </div>
  )
}
