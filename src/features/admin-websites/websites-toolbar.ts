// The websites list's toolbar: search by name, domain or owner e-mail, status, template and
// unpublished-changes chips.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import { UNPUBLISHED_CHANGES_LABEL } from '../../lib/status-labels'
import { STATUS_NAMES, TEMPLATE_CHOICES, TEMPLATE_LABELS } from './website-labels'
import type { WebsitesSearch } from './websites-search'

export const WEBSITES_TOOLBAR: ListToolbarConfig<WebsitesSearch> = {
  search: {
    label: 'Website adı, domain veya sahip e-postası ara',
    placeholder: 'Ad, domain veya sahip e-postası ara…',
  },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: (['active', 'inactive', 'maintenance', 'draft'] as const).map((value) => ({
        value,
        label: STATUS_NAMES[value],
      })),
    },
    {
      key: 'template',
      label: 'Şablona göre filtrele',
      allLabel: 'Tüm şablonlar',
      options: TEMPLATE_CHOICES.map((value) => ({ value, label: TEMPLATE_LABELS[value] })),
    },
    {
      key: 'unpublished',
      label: 'Yayın durumuna göre filtrele',
      options: [{ value: 'true', label: UNPUBLISHED_CHANGES_LABEL.label }],
    },
  ],
}
