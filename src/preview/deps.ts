/** What preview mode gets from the step, and what it keeps for its post step. */
import type { ModeDeps } from '../shared/mode-contract.js'
import type { CheckLinks } from '../shared/deployment/link-check.js'
import type { SavedKeptComment } from '../shared/github/kept-comment.js'
import type { SavedSurfaces } from '../shared/github/preview-surfaces.js'
import type { DeploymentApi } from '../shared/mintlify/deployment-api.js'

/** What preview mode keeps for its post step: its comment and GitHub's surfaces, each its part. */
export interface SavedPreview extends Record<string, unknown> {
  comment: SavedKeptComment
  surfaces: SavedSurfaces
}

/** What preview mode gets from the step; `checkLinks` stands in for the link check in tests. */
export type PreviewDeps = ModeDeps<'preview', DeploymentApi, Partial<SavedPreview>> & {
  checkLinks?: CheckLinks
}
