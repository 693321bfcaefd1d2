/// <reference lib="webworker" />
import { setUpPrecache } from './precache'
import { setUpUpdateFlow } from './update'

// The service worker entry only wires modules together; each concern lives in its own module.
declare const self: ServiceWorkerGlobalScope

setUpUpdateFlow(self)
setUpPrecache(self.__WB_MANIFEST)
