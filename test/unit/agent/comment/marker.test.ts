import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { renderTrackingComment } from '../../../../src/agent/comment/body.ts'
import { isTrackingMarker, readMarker, writeMarker } from '../../../../src/agent/comment/marker.ts'

const FIRST = '<!-- mintlify-docs-agent job=job_1 state=working -->'
const RUNS = '<!-- mintlify-docs-agent-runs '
const facts = { jobId: 'job_7_ab12', runUrl: 'https://github.com/acme/docs/actions/runs/1' }

/** Runs `read` and returns its result and how long it took, in ms. */
function timed<T>(read: () => T): { result: T; ms: number } {
  const started = performance.now()
  const result = read()
  return { result, ms: performance.now() - started }
}

describe('readMarker', () => {
  it('reads only a marker at the very start of the body', () => {
    expect(readMarker(`hi\n${FIRST}`)).toBeUndefined()
    expect(readMarker(`> ${FIRST}`)).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent job=job_1 state=done -->')).toEqual({
      jobId: 'job_1',
      state: 'done',
      records: [],
    })
    expect(readMarker('<!-- mintlify-docs-agent job=job_1 state=working issue=12 -->')).toEqual({
      jobId: 'job_1',
      state: 'working',
      records: [],
      issue: 12,
    })
    expect(readMarker('<!-- mintlify-docs-agent job=%E0%A4%A state=working -->')).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent job= state=working -->')).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent job=j state=Working -->')).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent job=j state=done issue=012 -->')).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent state=done job=j -->')).toBeUndefined()
    expect(readMarker('<!-- mintlify-docs-agent job=j state=done extra=1 -->')).toBeUndefined()
  })

  it('reads a first line that is exactly a marker, and nothing with text after it', () => {
    expect(readMarker(`${FIRST} trailing\ntext`)).toBeUndefined()
    expect(readMarker(`${FIRST}-->\ntext`)).toBeUndefined()
    expect(readMarker(`${FIRST}\r\nedited on github.com`)?.jobId).toBe('job_1')
    expect(isTrackingMarker(FIRST)).toBe(true)
    expect(isTrackingMarker(`${FIRST} trailing`)).toBe(false)
    expect(isTrackingMarker(`${FIRST}\n${RUNS}1 -->`)).toBe(false)
  })

  it('records the runs that acted on the job on a second line, which version 1.0.0 ignores', () => {
    const body = renderTrackingComment(
      { state: 'working' },
      { ...facts, records: ['9100000001', '9100000002:77', 'not a record', '9100000001'] },
    )
    const [first, second] = body.split('\n')
    expect(first).toBe('<!-- mintlify-docs-agent job=job_7_ab12 state=working -->')
    expect(second).toBe('<!-- mintlify-docs-agent-runs 9100000001 9100000002:77 -->')
    expect(readMarker(body)?.records).toEqual(['9100000001', '9100000002:77'])
    // Only the second line counts: text further down cannot add a record.
    expect(readMarker(`${first}\nhi\n${second}`)?.records).toEqual([])
    // A runs line that is not all records adds none.
    expect(readMarker(`${first}\n${RUNS}1 2:x -->`)?.records).toEqual([])
  })

  it('reads what it writes, whatever the job id', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 128, unit: 'grapheme' }),
        fc.constantFrom('working', 'timed-out', 'completed'),
        fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: undefined }),
        fc.array(fc.stringMatching(/^[0-9]{1,12}(:[0-9]{1,12})?$/), { maxLength: 20 }),
        (jobId, state, issue, records) => {
          const unique = [...new Set(records)]
          const marker = readMarker(`${writeMarker({ jobId, state, issue, records })}\ntext`)
          expect(marker).toEqual({ jobId, state, records: unique, ...(issue ? { issue } : {}) })
        },
      ),
    )
  })

  it('never throws and stays linear on hostile comments', () => {
    const digits = '9'.repeat(50_000)
    const hostile = [
      // The runs line with a long run of digits and no closing `-->` (it once backtracked forever).
      `${FIRST}\n${RUNS}${digits}`,
      `${FIRST}\n${RUNS}${'1 '.repeat(50_000)}`,
      `${FIRST}\n${RUNS}${'1:'.repeat(50_000)}`,
      `<!-- mintlify-docs-agent job=${'x'.repeat(1_000_000)}`,
      `<!-- mintlify-docs-agent job=j state=${'a-'.repeat(500_000)}`,
      `${'<!-- mintlify-docs-agent '.repeat(40_000)}`,
      `${FIRST}\n${'<!--'.repeat(250_000)}`,
      `<!-- mintlify-docs-agent job=\ud800 state=working -->`,
      `<!-- mintlify-docs-agent job=%${'%'.repeat(100_000)} state=working -->`,
    ]
    for (const body of hostile) {
      // Reading a bounded prefix takes microseconds; a backtracking pattern took minutes. The
      // fastest of five reads: a busy machine can hold one up, not all five.
      const ms = Math.min(...Array.from({ length: 5 }, () => timed(() => readMarker(body)).ms))
      expect(ms).toBeLessThan(100)
    }
    expect(readMarker(hostile[0]!)).toEqual({ jobId: 'job_1', state: 'working', records: [] })
    expect(readMarker(hostile[3]!)).toBeUndefined()
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (tail) => {
        expect(() => readMarker(`<!-- mintlify-docs-agent ${tail}`)).not.toThrow()
        expect(() => readMarker(`${FIRST}\n${RUNS}${tail}`)).not.toThrow()
      }),
    )
  })
})
