/**
 * Preloaded into a spawned run of the bundle (`NODE_OPTIONS=--import <this file>`) to run it on
 * another day, as a nightly run of a test's calendar: `CLOCK_AT=<ISO instant>` is what `Date`
 * says when the run starts, and time goes on from there at its own pace. `Date.now()` and
 * `new Date()` read the shifted time; timers, `performance` and the network are the real ones, so
 * nothing in the action knows it is being tested.
 */
const at = Date.parse(process.env.CLOCK_AT ?? '')
if (Number.isFinite(at)) {
  const RealDate = Date
  const offset = at - RealDate.now()
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset)
      else super(...args)
    }

    static now() {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = ShiftedDate
}
