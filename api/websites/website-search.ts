import type { SearchGroup } from '../kernel/module'

/** Websites by name, domain or owner e-mail; a hit opens the websites screen with its drawer. */
export const websiteSearch: SearchGroup = {
  group: 'websites',
  find: async (services, q, limit) =>
    (await services.websites.search(q, limit)).map((website) => ({
      id: website.id,
      label: website.name,
      secondary: [website.domain, website.ownerEmail].filter(Boolean).join(' · '),
      screen: { to: '/admin/websites', search: { q: website.domain || website.name, open: website.id } },
    })),
}
