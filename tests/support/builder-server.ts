// The real server for the builder and live-preview specs: the wizard specs' server, admin and customer,
// on an origin pinned beforehand so that PUBLIC_URL names the very origin the browser uses (the
// preview's address is `{PUBLIC_URL}/preview/{id}` and its document may be framed by that origin only).
import { useWizardServer } from './wizard-server'

export const useBuilderServer = () => useWizardServer({ pinnedOrigin: true })
