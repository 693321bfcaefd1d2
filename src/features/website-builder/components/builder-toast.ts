// The builder's toasts: one at a time (a new one replaces the last).
import { formToast } from '../../../components/step-form/form-toast'

export const builderToast = formToast('website-builder')
