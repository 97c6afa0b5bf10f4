/** getInputs over a map of inputs, as the unit tests of every mode's inputs call it. */
import { expect } from 'vitest'
import { InputError } from '../../src/shared/inputs.ts'
import { getInputs, type ParsedInputs } from '../../src/action/inputs.ts'

/** 2026-11-21T10:00Z, a Saturday: the date ranges of docs/design.md. */
export const NOW = new Date('2026-11-21T10:00:00Z')
/** `$RUNNER_TEMP` as the tests' runner has it: the default `output-dir` lies below. */
export const RUNNER_TEMP = '/tmp/runner'

export function readInputs(inputs: Record<string, string>, now = NOW): ParsedInputs {
  return getInputs({ get: (name) => inputs[name] ?? '', runnerTemp: RUNNER_TEMP }, now)
}

/** The InputError `read` throws (the test fails when it reads the value instead). */
export function refusalOf(read: () => unknown): InputError {
  try {
    read()
  } catch (error) {
    if (error instanceof InputError) return error
    throw error
  }
  throw new Error('expected an InputError')
}

/** The InputError the inputs are refused with (the test fails when they are accepted). */
export function inputRefusal(inputs: Record<string, string>, now = NOW): InputError {
  return refusalOf(() => readInputs(inputs, now))
}

/** A refusal a user can act on: it names `input`, says what is wrong, in one or two sentences. */
export function expectRefusalNaming(error: InputError, input: string, message: RegExp | string) {
  expect(error.input).toBe(input)
  expect(error.message).toContain(`\`${input}\``)
  expect(error.message).toMatch(message)
  expect(error.message.trim().split(/(?<=[.;:])\s+(?=[A-Z])/).length).toBeLessThanOrEqual(2)
}
