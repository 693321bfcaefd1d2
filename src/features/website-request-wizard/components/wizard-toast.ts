// The wizard's toasts: one at a time in the wizard area (a new one replaces the last).
import { formToast } from '../../../components/step-form/form-toast'

export const wizardToast = formToast('website-request-wizard')
