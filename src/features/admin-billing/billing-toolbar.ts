// The invoices list's toolbar: search by number or customer, status chips.
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import type { BillingSearch } from './billing-search'
import { STATUS_CHIPS } from './invoice-labels'

export const BILLING_TOOLBAR: ListToolbarConfig<BillingSearch> = {
  search: {
    label: 'Müşteri e-postası veya fatura numarası ara',
    placeholder: 'E-posta, müşteri adı veya fatura numarası ara…',
  },
  filters: [{ key: 'status', label: 'Duruma göre filtrele', options: STATUS_CHIPS }],
}
