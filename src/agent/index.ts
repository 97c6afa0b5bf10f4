/**
 * Agent mode's entry, as main.ts sees it: the main step (`runAgentMode`) and the post step's
 * work (`finishLeftoverComment`, for a tracking comment the main step left on "working").
 */
export { runAgentMode } from './mode.js'
export { finishLeftoverComment } from './comment/post.js'
