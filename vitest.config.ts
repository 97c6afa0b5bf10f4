import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Workflow commands printed by in-process tests would be annotations and masks on CI.
    setupFiles: ['test/support/workflow-commands.ts'],
    // End-to-end tests spawn the bundled action and spend most of their time waiting in real time
    // (backoffs, Retry-After: 1, polls), so four files at once keep two cores busy without
    // starving anyone: `npm test` took about 100 s with two workers and 66 s with four, with the
    // timing assertions (cancellation grace periods, timeouts) still far inside their margins.
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
