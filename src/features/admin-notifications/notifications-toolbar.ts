// The notifications list's toolbar: search by title or message, type, status and target chips.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import { optionsOf, TARGET_LABELS, TYPE_LABELS } from './notification-labels'
import type { NotificationsSearch } from './notifications-search'

export const NOTIFICATIONS_TOOLBAR: ListToolbarConfig<NotificationsSearch> = {
  search: { label: 'Başlık veya mesaj ara', placeholder: 'Başlık veya mesaj ara…' },
  filters: [
    { key: 'type', label: 'Türe göre filtrele', options: optionsOf(TYPE_LABELS) },
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: [
        { value: 'draft', label: 'Taslak' },
        { value: 'scheduled', label: 'Zamanlandı' },
        { value: 'sent', label: 'Gönderildi' },
      ],
    },
    { key: 'target', label: 'Hedefe göre filtrele', options: optionsOf(TARGET_LABELS) },
  ],
}
