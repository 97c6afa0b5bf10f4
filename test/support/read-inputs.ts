/** getInputs over a map of inputs, as the unit tests of every mode's inputs call it. */
import { expect } from 'vitest'
import { InputError } from '../../src/shared/inputs.ts'
import { getInputs, type ParsedInputs } from '../../src/action/inputs.ts'
import { MODE_CATALOGUE, type Mode } from '../../src/shared/catalogue.ts'

/** 2026-11-21T10:00Z, a Saturday: the date ranges of docs/design.md. */
export const NOW = new Date('2026-11-21T10:00:00Z')
/** `$RUNNER_TEMP` as the tests' runner has it: the default `output-dir` lies below. */
export const RUNNER_TEMP = '/tmp/runner'

/** An input some mode cannot run without (its catalogue row's `required`). */
type RequiredInput = (typeof MODE_CATALOGUE)[Mode]['required'][number]

/**
 * A value its mode's reader accepts for each input a mode cannot run without: keyed by the
 * catalogue, so a mode that requires an input no mode required before is named here by the
 * compiler (getInputs', the registry's and the sub-actions' metadata tests, and the fuzzing, take
 * their values here).
 */
export const REQUIRED_VALUES: Record<RequiredInput, string> = {
  store: 'docs-analytics',
  'automation-id': 'auto_docs_sync',
  domain: 'docs.example.com',
}

/** The inputs `mode` cannot run without, each set to a value its reader accepts. */
export function requiredInputsOf(mode: Mode): Record<string, string> {
  const required: readonly RequiredInput[] = MODE_CATALOGUE[mode].required
  return Object.fromEntries(required.map((name) => [name, REQUIRED_VALUES[name]]))
}

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
