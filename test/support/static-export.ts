/**
 * What the static-export end-to-end suites share: the inputs of a quick export against the
 * simulator, the shape of an export id, and the requests the simulator saw on one route.
 */
import type { useSimulator } from './e2e.ts'

/** A static export with short polls and no upload (the artifact service is a suite's choice). */
export const FAST_EXPORT_INPUTS = {
  mode: 'static-export',
  domain: 'docs.example.com',
  'poll-interval': '200ms',
  'upload-artifact': 'false',
}

/** An export id as the simulator makes them. */
export const EXPORT_ID = /^se_[0-9a-f]{16}$/

export type Ctx = ReturnType<typeof useSimulator>

/** The requests the simulator saw on `route` (`static-export-start`, `-get`, `-bundle`). */
export const routes = (ctx: Ctx, route: string) => ctx.sim.requests.filter((r) => r.route === route)
