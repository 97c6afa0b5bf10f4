/**
 * The deploy, preview and automation modes, loaded by main.ts with one `await import()`: one
 * chunk in the bundle, instead of one per mode each carrying its own copy of the deployment code.
 * The post step loads it too, for a preview comment the main step left unfinished.
 */
export { runAutomationMode } from './automation-mode.js'
export { runDeployMode } from './deploy-mode.js'
export { finishLeftoverPreviewComment } from './preview-comment.js'
export { runPreviewMode } from './preview-mode.js'
