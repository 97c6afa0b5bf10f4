import { describe, expect, it } from 'vitest'
import { systemClock } from '../../../src/shared/clock.ts'
import { FakeClock } from '../../support/fake-clock.ts'

/** How many timers keep this process alive now. */
const liveTimers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

describe('the system clock', () => {
  it("a timer fires, and never keeps the process alive (a step's forgotten timer cannot hold it open)", async () => {
    const before = liveTimers()
    const fired = new Promise<string>((resolve) => systemClock.timer(20, () => resolve('fired')))
    const forgotten = systemClock.timer(3_600_000, () => undefined)
    expect(liveTimers()).toBe(before)
    expect(await fired).toBe('fired')
    forgotten()
  })

  it('a cancelled timer never fires', async () => {
    let fired = false
    const cancel = systemClock.timer(10, () => (fired = true))
    cancel()
    await systemClock.sleep(40)
    expect(fired).toBe(false)
  })
})

describe('the FakeClock of the tests', () => {
  it('fires each timer at its own time during the sleep that passes it, in order', async () => {
    const clock = new FakeClock(0)
    const fired: [string, number][] = []
    clock.timer(30, () => fired.push(['b', clock.now()]))
    clock.timer(10, () => {
      fired.push(['a', clock.now()])
      clock.timer(10, () => fired.push(['a again', clock.now()]))
    })
    clock.timer(50, () => fired.push(['cancelled', clock.now()]))()
    await clock.sleep(40)
    expect(fired).toEqual([
      ['a', 10],
      ['a again', 20],
      ['b', 30],
    ])
    expect(clock.now()).toBe(40)
    expect(clock.timers).toEqual([])
  })
})
