/** src/shared/mintlify/budget.ts: the `max-requests` budget and the sentence that says it ran out. */
import { describe, expect, it } from 'vitest'
import { BudgetSpentError, RequestBudget } from '../../../../src/shared/mintlify/budget.ts'

describe('the analytics request budget', () => {
  it('says how many requests `max-requests` allowed, in words that fit the number', () => {
    expect(new BudgetSpentError('Getting searches', 1).message).toBe(
      'Getting searches was not sent: the run has used the one analytics request that `max-requests` allows',
    )
    expect(new BudgetSpentError('Getting searches', 12).message).toBe(
      'Getting searches was not sent: the run has used all 12 analytics requests that `max-requests` allows',
    )
  })

  it('lends exactly `limit` requests and counts what was sent', () => {
    const budget = new RequestBudget(2)
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false])
    expect(budget.sent).toBe(2)
  })
})
