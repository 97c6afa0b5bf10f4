/** Sent in the User-Agent header; a unit test keeps it equal to package.json's version. */
export const ACTION_VERSION = '1.0.0'
export const USER_AGENT = `mintlify-docs-agent-action/${ACTION_VERSION}`
