/**
 * The analytics request budget (`max-requests`). The API allows 100 analytics requests per
 * organisation per hour, retries included, so the client takes one unit before every attempt
 * and stops, without sending, once none is left.
 */
export class RequestBudget {
  readonly limit: number
  private used = 0

  constructor(limit: number) {
    this.limit = limit
  }

  /** Requests sent so far (every attempt, retries included). */
  get sent(): number {
    return this.used
  }

  get left(): number {
    return this.limit - this.used
  }

  /** Takes one request; false (and nothing taken) when the budget is spent. */
  take(): boolean {
    if (this.used >= this.limit) return false
    this.used++
    return true
  }
}

/** Thrown instead of sending a request the budget has no room for. */
export class BudgetSpentError extends Error {
  constructor(operation: string, limit: number) {
    super(
      `${operation} was not sent: the run has used ${limit === 1 ? 'the one analytics request' : `all ${limit} analytics requests`} that \`max-requests\` allows`,
    )
    this.name = 'BudgetSpentError'
  }

  /** Whether `error`, or an error it was caused by, is a spent budget. */
  static isCauseOf(error: unknown): boolean {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      if (e instanceof BudgetSpentError) return true
    }
    return false
  }
}
