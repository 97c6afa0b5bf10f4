// Preload (`node --import bench/rss-probe.mjs script.js`): when the process exits normally, writes
// to the file named by BENCH_RSS_FILE its peak resident set size in bytes
// (process.resourceUsage().maxRSS is in KiB) and the CPU it used, user and system, in
// microseconds: `<maxRss> <userUs> <systemUs>`. Plain JavaScript on purpose: a .ts preload would
// load the type stripper into the process being measured. A process killed by V8 (out of heap)
// writes nothing.
import { writeFileSync } from 'node:fs'

const file = process.env.BENCH_RSS_FILE
delete process.env.BENCH_RSS_FILE
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage()
    writeFileSync(file, `${usage.maxRSS * 1024} ${usage.userCPUTime} ${usage.systemCPUTime}`)
  })
}
