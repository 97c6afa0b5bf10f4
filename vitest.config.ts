import { defineConfig } from 'vitest/config'
import { COMPILE_CACHE } from './test/support/run-action.ts'
import LongestFirst from './test/support/sequencer.ts'

// The workers inherit it: the dependencies they load (vitest's own, mermaid, pg...) are compiled
// once per machine rather than once per worker, every run.
process.env.NODE_COMPILE_CACHE ??= COMPILE_CACHE

export default defineConfig({
  plugins: [
    {
      // Dependencies as the bundle has them: without the `development` condition Vite adds,
      // which gave the tests micromark's debug build (most of a Markdown parse in its debug calls).
      name: 'dependencies-as-bundled',
      configResolved(config) {
        for (const resolve of [config.ssr.resolve, config.environments.ssr?.resolve]) {
          if (resolve) resolve.conditions = ['node']
        }
      },
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    // Workflow commands printed by in-process tests would be annotations and masks on CI.
    // TEST_CPU_LOG=<file> adds each file's CPU to it (test/support/file-cpu.ts).
    setupFiles: [
      'test/support/workflow-commands.ts',
      ...(process.env.TEST_CPU_LOG ? ['test/support/file-cpu.ts'] : []),
    ],
    // The run's folder for the real Postgres server the store's tests share (started by the
    // first test that needs it, stopped at the end): test/support/postgres.ts.
    globalSetup: ['test/support/postgres-global.ts'],
    // One module graph per worker, shared by the files it runs: importing src/ and the test
    // support again for every file cost about 40% of the suite's CPU. Nothing in src/ keeps state
    // a test can notice between runs (what is warned about is per run; the caches are of loaded
    // modules and derived key forms), and the files that trust the test certificate for their
    // process put the default back in `afterAll`.
    isolate: false,
    // End-to-end tests still wait in real time here and there (a spawned bundle's start, a
    // server's drip, a `timeout` of a second), so five files at once keep two cores busy
    // (measured against four: about 4 s less wall for the same CPU).
    maxWorkers: 5,
    // A larger young generation for the workers: the suites allocate rows, pages and logs by
    // the million, and V8's default semi-space made scavenges about a tenth of their CPU. With
    // five workers on two cores, V8's parallel collector threads only add their coordination
    // (measured: about 3% more CPU for the same files).
    execArgv: ['--max-semi-space-size=32', '--single-threaded-gc'],
    // The longest files start first (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
