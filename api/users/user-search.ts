import type { SearchGroup } from '../kernel/module'

/** Users by name or e-mail; a hit opens the users screen filtered to that e-mail. */
export const userSearch: SearchGroup = {
  group: 'users',
  find: async (services, q, limit) =>
    (await services.users.search(q, limit)).map((user) => ({
      id: user.id,
      label: user.name,
      secondary: user.email,
      screen: { to: '/admin/users', search: { q: user.email } },
    })),
}
