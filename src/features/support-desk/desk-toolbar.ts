// The support desk's toolbar: search in titles and descriptions, type, status, priority and assignee
// chips.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import { ASSIGNEE_CHIPS, PRIORITY_CHIPS, STATUS_CHIPS, TYPE_CHIPS } from './desk-labels'
import type { DeskSearch } from './desk-search'

export const DESK_TOOLBAR: ListToolbarConfig<DeskSearch> = {
  search: { label: 'Başlık veya açıklamada ara', placeholder: 'Başlık veya açıklamada ara…' },
  filters: [
    { key: 'type', label: 'Türe göre filtrele', options: TYPE_CHIPS },
    { key: 'status', label: 'Duruma göre filtrele', options: STATUS_CHIPS },
    { key: 'priority', label: 'Önceliğe göre filtrele', options: PRIORITY_CHIPS },
    { key: 'assignee', label: 'Atanana göre filtrele', options: ASSIGNEE_CHIPS },
  ],
}
