export {
  BUILTIN_SCRIPTS,
  DATA_END,
  DATA_START,
  DEFAULT_API_KEY,
  DEFAULT_FOLLOW_UP_SCRIPT,
  DEFAULT_JOB_SCRIPT,
  DEFAULT_PROJECT_ID,
  INSERTED_PATH,
  SIM_MODEL,
  SIM_REPOSITORY,
  scriptFromPrompt,
  startApiSimulator,
} from './api-simulator.ts'
export type {
  ApiSimulator,
  Fault,
  JobScript,
  JobStep,
  RecordedRequest,
  SimRoute,
  SimulatorOptions,
  ViewsDatasetOptions,
} from './api-simulator.ts'
