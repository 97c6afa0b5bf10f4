// Lets Node 24 run src/ directly (type stripping): src/ imports its siblings as `./x.js`, which
// exists only as `./x.ts`. A relative `.js` specifier that does not resolve is retried as `.ts`.
// Used by the memory test (test/unit/analytics/memory) and the polling benchmark (bench/polling.ts).
import { registerHooks } from 'node:module'

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context)
    } catch (err) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) {
        return nextResolve(`${specifier.slice(0, -3)}.ts`, context)
      }
      throw err
    }
  },
})
