// The packages list's toolbar: search by name or description, status and offer chips.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import type { PackagesSearch } from './packages-search'

export const PACKAGES_TOOLBAR: ListToolbarConfig<PackagesSearch> = {
  search: { label: 'Paket adı veya açıklaması ara', placeholder: 'Paket adı veya açıklaması ara…' },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: [
        { value: 'active', label: 'Aktif' },
        { value: 'passive', label: 'Pasif' },
      ],
    },
    {
      key: 'offer',
      label: 'Sunulduğu yere göre filtrele',
      allLabel: 'Tüm paketler',
      options: [
        { value: 'dashboard', label: 'Müşteri planları' },
        { value: 'managed', label: 'Yönetilen paketler' },
      ],
    },
  ],
}
