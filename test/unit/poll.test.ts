import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors.ts'
import { isWaitTimeout } from '../../src/poll.ts'

describe('isWaitTimeout', () => {
  const apiError = (kind: ApiError['kind']) =>
    new ApiError('no complete response', { kind, operation: 'Getting job j1' })

  it('takes a request cut short by `timeout` during a wait for the wait timing out', () => {
    expect(isWaitTimeout(apiError('timeout'))).toBe(true)
  })

  it('leaves every other failure as it is: a cancellation, an HTTP error, a broken answer', () => {
    expect(isWaitTimeout(apiError('aborted'))).toBe(false)
    expect(isWaitTimeout(apiError('http'))).toBe(false)
    expect(isWaitTimeout(apiError('network'))).toBe(false)
    expect(isWaitTimeout(new Error('The request timed out'))).toBe(false)
  })
})
