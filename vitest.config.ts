import { defineConfig } from 'vitest/config'

// Settings every project inherits (`extends: true`): the set-up file and the timeouts.
export default defineConfig({
  test: {
    // Workflow commands printed by in-process tests would be annotations and masks on CI.
    setupFiles: ['test/support/workflow-commands.ts'],
    // End-to-end tests still wait in real time here and there (a spawned bundle's start, a
    // server's drip, a `timeout` of a few seconds), so four files at once keep two cores busy.
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          // Tests of modules, the simulator and the fakes share no state between files that
          // matters, so they share one module graph per worker: about 40% less time and CPU
          // than importing everything again for every file.
          name: 'unit',
          include: ['test/{unit,contract,sim,fakes}/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // End to end: in-process runs leave module-level state in src/ (warnings said once,
          // the artifact library loaded once) and tests trust certificates for their process,
          // so each file gets a fresh module graph.
          name: 'e2e',
          include: ['test/{e2e,security,support}/**/*.test.ts'],
        },
      },
    ],
  },
})
