import { pushSubscriptionResource } from '../../../api/push/push-subscription-resource'
import { resourceTable } from './resource-table'

// Browsers' Web Push subscriptions (docs/rules/push-notifications.md#subscriptions): one row per
// browser (its endpoint), deleted with its user or when the push service answers 404/410.
export const pushSubscriptions = resourceTable(pushSubscriptionResource)
