/** The deployment layer as a caller loads it lazily: one import, so one chunk in the bundle. */
export { followDeployment } from './follow.js'
export { logBuildLog } from './wait.js'
