/**
 * Types for the undici files src/shared/mintlify/undici.ts loads by path: undici ships types for its index
 * only, and each file is what the index exports under the same name. They come from
 * `undici/types` because the build maps `'undici'` itself to src/shared/mintlify/undici.ts.
 */
declare module 'undici/lib/api/index.js' {
  import type { Dispatcher } from 'undici/types/index.js'
  const api: Pick<Dispatcher, 'request' | 'stream' | 'pipeline' | 'upgrade' | 'connect'>
  export default api
}
declare module 'undici/lib/dispatcher/agent.js' {
  export { Agent as default } from 'undici/types/index.js'
}
declare module 'undici/lib/dispatcher/dispatcher.js' {
  export { Dispatcher as default } from 'undici/types/index.js'
}
declare module 'undici/lib/dispatcher/env-http-proxy-agent.js' {
  export { EnvHttpProxyAgent as default } from 'undici/types/index.js'
}
declare module 'undici/lib/dispatcher/proxy-agent.js' {
  export { ProxyAgent as default } from 'undici/types/index.js'
}
declare module 'undici/lib/web/fetch/index.js' {
  export { fetch } from 'undici/types/index.js'
}
