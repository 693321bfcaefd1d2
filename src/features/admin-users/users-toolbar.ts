// The customers list's toolbar: search by name or e-mail, status chips, and plan chips whose options
// come from the stats (every plan customers are on), so the screen passes them in while rendering.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import { USER_STATUSES, USER_STATUS_LABELS } from './user-labels'
import type { UsersSearch } from './users-search'

export const USERS_TOOLBAR: ListToolbarConfig<UsersSearch> = {
  search: { label: 'Ad veya e-posta ara', placeholder: 'Ad veya e-posta ara…' },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: USER_STATUSES.map((value) => ({ value, label: USER_STATUS_LABELS[value].label })),
    },
    { key: 'plan', label: 'Plana göre filtrele', allLabel: 'Tüm planlar' },
  ],
}
