// The SEO limits (docs/rules/website-requests.md#seo-limits): the service checks them, the wizard counts
// against them and caps its inputs. (No zod here: the wizard's first screen needs only the numbers.)

export const SEO_TITLE_MAX = 60
export const SEO_DESCRIPTION_MAX = 160
export const MAX_KEYWORDS = 50
export const MAX_KEYWORD_LENGTH = 100
