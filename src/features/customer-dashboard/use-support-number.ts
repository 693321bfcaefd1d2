// The WhatsApp support number: the public settings' whatsappNumber (seeded with the default, changed
// by an admin); the default only while the answer is not there yet or carries none.
import { DEFAULT_SUPPORT_WHATSAPP } from '../../../api/settings/public-settings.shared'
import { useWhatsappSetting } from '../../lib/data/public-settings'

export function useSupportNumber(): string {
  return useWhatsappSetting().data ?? DEFAULT_SUPPORT_WHATSAPP
}
