// The two tabs' toolbars. The activity log: search, type and severity chips. The audit trail: search,
// kind of record and action chips.
import { activitySeveritySchema, activityTypeSchema } from '../../../api/activity/activity-log.shared'
import { auditActionSchema } from '../../../api/audit/audit.shared'
import type { ListToolbarConfig } from '../../components/data-table/list-toolbar-config'
import {
  ACTIVITY_SEVERITY_LABELS,
  ACTIVITY_TYPE_LABELS,
  AUDIT_ACTION_LABELS,
  resourceLabel,
} from '../../lib/audit-labels'
import type { ActivitySearch } from './activity-search'

export const ACTIVITY_TOOLBAR: ListToolbarConfig<ActivitySearch> = {
  search: {
    label: 'Kişi, e-posta, işlem veya ayrıntı ara',
    placeholder: 'Kişi, e-posta, işlem veya ayrıntı ara…',
  },
  filters: [
    {
      key: 'type',
      label: 'Türe göre filtrele',
      options: activityTypeSchema.options.map((value) => ({
        value,
        label: ACTIVITY_TYPE_LABELS[value].label,
      })),
    },
    {
      key: 'severity',
      label: 'Önem derecesine göre filtrele',
      options: activitySeveritySchema.options.map((value) => ({
        value,
        label: ACTIVITY_SEVERITY_LABELS[value].label,
      })),
    },
  ],
}

export const AUDIT_TOOLBAR: ListToolbarConfig<ActivitySearch> = {
  search: {
    label: 'Kişi, e-posta veya kayıt kimliği ara',
    placeholder: 'Kişi, e-posta veya kayıt kimliği ara…',
  },
  filters: [
    {
      key: 'resource',
      label: 'Kayıt türüne göre filtrele',
      options: [
        'users',
        'websites',
        'websiteRequests',
        'customerRequests',
        'supportTickets',
        'twoFactorCredentials',
      ].map((value) => ({ value, label: resourceLabel(value) })),
    },
    {
      key: 'action',
      label: 'İşleme göre filtrele',
      options: auditActionSchema.options.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value].label })),
    },
  ],
}
