/**
 * The parts of undici this action's bundle uses, loaded without undici's index: the index also
 * loads fetch, WebSocket, EventSource, the caches, the mocks and a second HTTP parser, about
 * 1 MB that V8 would compile at every start of every step. The build maps every `'undici'`
 * import in the bundle here (ours, `@actions/http-client`'s proxy agent, `@actions/github`'s
 * fetch): see src/tsconfig.json. test/contract/undici-parts.test.ts checks that this module
 * gives every name those packages import.
 */
import type { fetch as undiciFetch } from 'undici/types/index.js'
import api from 'undici/lib/api/index.js'
import Agent from 'undici/lib/dispatcher/agent.js'
import Dispatcher from 'undici/lib/dispatcher/dispatcher.js'
import EnvHttpProxyAgent from 'undici/lib/dispatcher/env-http-proxy-agent.js'
import ProxyAgent from 'undici/lib/dispatcher/proxy-agent.js'

// What undici's index does first: gives every dispatcher `request()`, `stream()` and the rest.
Object.assign(Dispatcher.prototype, api)

export { Agent, Dispatcher, EnvHttpProxyAgent, ProxyAgent }

/** undici's fetch (the GitHub client's, through a proxy), compiled when it is first called. */
export const fetch: typeof undiciFetch = async (input, init) => {
  const loaded = await import('undici/lib/web/fetch/index.js')
  return loaded.fetch(input, init)
}
