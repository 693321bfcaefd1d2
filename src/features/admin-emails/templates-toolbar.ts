// The templates tab's toolbar: search by name or subject, type chips.
import { EMAIL_TEMPLATE_TYPES } from '../../../api/email-templates/email-template-kinds.shared'
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import type { EmailsSearch } from './emails-search'
import { TEMPLATE_TYPE_LABELS } from './template-labels'

export const TEMPLATES_TOOLBAR: ListToolbarConfig<EmailsSearch> = {
  search: { label: 'Şablon adı veya konusu ara', placeholder: 'Şablon adı veya konusu ara…' },
  filters: [
    {
      key: 'type',
      label: 'Türe göre filtrele',
      options: EMAIL_TEMPLATE_TYPES.map((value) => ({ value, label: TEMPLATE_TYPE_LABELS[value] })),
    },
  ],
}
