import type { SiteFooterStyle, SiteHeaderStyle, SiteModel, SiteTemplate } from './site-model'

// What each template brings when the customer has not chosen: colours, header and footer style, the
// design style (corners, heading face) and whether its body text is set in a serif.

export type DesignStyle = NonNullable<SiteModel['designStyle']>

export interface TemplateDefaults {
  primary: string
  secondary: string
  header: SiteHeaderStyle
  footer: SiteFooterStyle
  design: DesignStyle
  serifBody: boolean
}

export const TEMPLATE_DEFAULTS: Readonly<Record<SiteTemplate, TemplateDefaults>> = {
  modern: {
    primary: '#2563eb',
    secondary: '#0f172a',
    header: 'modern',
    footer: 'simple',
    design: 'modern',
    serifBody: false,
  },
  business: {
    primary: '#1e40af',
    secondary: '#0f172a',
    header: 'classic',
    footer: 'detailed',
    design: 'corporate',
    serifBody: false,
  },
  creative: {
    primary: '#db2777',
    secondary: '#6d28d9',
    header: 'bold',
    footer: 'simple',
    design: 'creative',
    serifBody: false,
  },
  ecommerce: {
    primary: '#c2410c',
    secondary: '#1f2937',
    header: 'classic',
    footer: 'detailed',
    design: 'modern',
    serifBody: false,
  },
  portfolio: {
    primary: '#111827',
    secondary: '#374151',
    header: 'minimal',
    footer: 'minimal',
    design: 'modern',
    serifBody: false,
  },
  blog: {
    primary: '#0f766e',
    secondary: '#134e4a',
    header: 'minimal',
    footer: 'simple',
    design: 'classic',
    serifBody: true,
  },
}

export const SANS_STACK =
  'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Noto Sans Arabic",sans-serif'
export const SERIF_STACK = 'Georgia,Cambria,"Times New Roman","Noto Naskh Arabic",serif'

/** Corner radius, heading face and weight of each design style. */
export const DESIGN_STYLES: Readonly<
  Record<DesignStyle, { radius: string; serifHeadings: boolean; headingWeight: number }>
> = {
  modern: { radius: '14px', serifHeadings: false, headingWeight: 700 },
  classic: { radius: '4px', serifHeadings: true, headingWeight: 700 },
  creative: { radius: '24px', serifHeadings: false, headingWeight: 800 },
  corporate: { radius: '2px', serifHeadings: false, headingWeight: 700 },
}
