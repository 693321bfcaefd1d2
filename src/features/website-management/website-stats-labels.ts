// How a website's figures name what they count: a page by its address under the site, a referring site
// by its host ('' is a visit from no other site).

export const DIRECT_VISIT_LABEL = 'Doğrudan'
export const HOME_PAGE_LABEL = 'Ana sayfa'

export const referrerLabel = (host: string) => host || DIRECT_VISIT_LABEL

export const pageLabel = (path: string) => (path ? `/${path}` : HOME_PAGE_LABEL)
