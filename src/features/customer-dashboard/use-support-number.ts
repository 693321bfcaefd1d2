// The WhatsApp support number: the settings' whatsappNumber when the API exposes it, else the default.
import { useWhatsappSetting } from '../../lib/customer-api'
import { DEFAULT_SUPPORT_WHATSAPP } from '../../lib/support-contact'

export function useSupportNumber(): string {
  return useWhatsappSetting().data ?? DEFAULT_SUPPORT_WHATSAPP
}
