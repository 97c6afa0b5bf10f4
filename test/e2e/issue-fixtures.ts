/** Moved to test/e2e/agent/issue-fixtures.ts; kept so suites that still import it from here keep working. */
export * from './agent/issue-fixtures.ts'
