import type { Log } from '../shared/runner.js'

/**
 * Turns the runner's cancellation (SIGINT, then SIGTERM 7.5 s later) into an AbortSignal, so
 * whatever is waiting stops at once and the step can leave truthful outputs and a log line.
 */
export class Cancellation {
  private readonly controller = new AbortController()
  private readonly onSignal = (name: NodeJS.Signals): void => {
    if (this.controller.signal.aborted) return
    this.log.info(`Received ${name}: stopping and recording where the work stands.`)
    this.controller.abort(new Error(`cancelled by ${name}`))
  }

  private readonly log: Pick<Log, 'info'>
  private readonly target: NodeJS.Process

  constructor(log: Pick<Log, 'info'>, target: NodeJS.Process = process) {
    this.log = log
    this.target = target
    target.on('SIGINT', this.onSignal)
    target.on('SIGTERM', this.onSignal)
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  dispose(): void {
    this.target.off('SIGINT', this.onSignal)
    this.target.off('SIGTERM', this.onSignal)
  }
}
