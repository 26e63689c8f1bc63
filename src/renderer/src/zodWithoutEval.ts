import { z } from 'zod'

// zod compiles fast object parsers with `new Function` when it may. The page's
// CSP forbids eval (script-src 'self'), and zod's probe for it, though caught,
// is reported as a CSP violation. Without eval from the start: imported by
// main.tsx before any module that builds a schema.
z.config({ jitless: true })
