// zod's one global setting for the browser, imported (for its effect) before any schema parses: by the
// router (every screen) and by the service-worker bridge (the one parser that runs before the router).
// zod v4 compiles fast object parsers with `new Function`, probing once whether that is allowed. Our
// Content-Security-Policy has no 'unsafe-eval', so the probe fails and Chromium reports the violation
// (console and Issues panel, a Lighthouse Best Practices failure). jitless skips the probe and the JIT.
// Not imported by the landing page's first load, which carries no zod.
import { z } from 'zod'

z.config({ jitless: true })
