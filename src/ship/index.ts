/**
 * The deploy, preview and automation modes, loaded by main.ts with one `await import()`: one
 * chunk in the bundle, instead of one per mode each carrying its own copy of the deployment code.
 */
export { runAutomationMode } from './automation-mode.js'
export { runDeployMode } from './deploy-mode.js'
export { runPreviewMode } from './preview-mode.js'
