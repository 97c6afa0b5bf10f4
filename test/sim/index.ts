/** The API simulator's public face: what tests, benchmarks and the demo use. */
export { startApiSimulator } from './api-simulator.ts'
export type { ApiSimulator, SimulatorOptions } from './api-simulator.ts'
export type { DatasetRoute } from './analytics-datasets.ts'
export type { DaysShape } from './site-days.ts'
export { INSERTED_PATH } from './views-dataset.ts'
export { DEPLOY_SCENARIOS, HOSTILE_TEXT } from './deployments.ts'
export type {
  DeploymentScript,
  DeploymentStatus,
  DeployScenario,
  PreviewRecord,
} from './deployments.ts'
export type { AutomationOptions, AutomationRun } from './automations.ts'
export type { RateLimitOptions } from './rate-limits.ts'
export { FAILED_EXPORT_ERROR } from './static-export.ts'
