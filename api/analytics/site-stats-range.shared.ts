// The periods a website's own figures cover and the refusal of any other (docs/rules/analytics.md#a-websites-own-figures),
// without zod: the screen's switch imports them.

export const SITE_STATS_DAYS = [30, 90] as const
export type SiteStatsDays = (typeof SITE_STATS_DAYS)[number]
/** The referring sites and the pages listed: the most frequent, at most this many. */
export const SITE_STATS_TOP = 10

export const siteStatsMessages = {
  invalidDays: 'Gün sayısı 30 ya da 90 olmalıdır.',
}
