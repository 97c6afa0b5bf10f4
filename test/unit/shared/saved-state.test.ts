import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readSavedState } from '../../../src/shared/saved-state.ts'

const Schema = v.object({ commentId: v.number(), settled: v.boolean() })

describe('readSavedState: what the post step finds of the main step', () => {
  it('reads a state of the expected shape', () => {
    expect(readSavedState(JSON.stringify({ commentId: 7, settled: false }), Schema)).toEqual({
      commentId: 7,
      settled: false,
    })
  })

  it('finds nothing to finish in an empty, garbled or foreign state, and never throws', () => {
    for (const saved of ['', '{', 'null', '[]', '"text"', JSON.stringify({ commentId: '7' })]) {
      expect(readSavedState(saved, Schema)).toBeUndefined()
    }
  })
})
