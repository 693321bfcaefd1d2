// The request desk's toolbar: search by website name, e-mail or company, status and unpublished-changes
// chips.
import { WEBSITE_REQUEST_STATUSES } from '../../../api/website-requests/website-request-status.shared'
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import type { DeskSearch } from './desk-search'
import { statusLabel } from './request-labels'
import { UNPUBLISHED_CHANGES_LABEL } from '../../lib/status-labels'

export const DESK_TOOLBAR: ListToolbarConfig<DeskSearch> = {
  search: {
    label: 'Website adı, e-posta veya firma ara',
    placeholder: 'Website adı, e-posta veya firma ara…',
  },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: WEBSITE_REQUEST_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
    },
    {
      key: 'unpublished',
      label: 'Yayın durumuna göre filtrele',
      options: [{ value: 'true', label: UNPUBLISHED_CHANGES_LABEL.label }],
    },
  ],
}
