// Preload (`NODE_OPTIONS=--import=bench/hwm-probe.mjs`): when the process exits, writes its peak
// resident set size since exec (VmHWM of /proc/self/status, in bytes) to BENCH_HWM_FILE. Unlike
// `process.resourceUsage().maxRSS`, which Linux keeps across exec, VmHWM does not include the
// spawning process's pages at fork time: a benchmark parent that holds a 256 MiB bundle in memory
// would otherwise add it to every child's peak.
import { readFileSync, writeFileSync } from 'node:fs'

const file = process.env.BENCH_HWM_FILE
delete process.env.BENCH_HWM_FILE
if (file) {
  process.on('exit', () => {
    const kib = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]
    if (kib) writeFileSync(file, String(Number(kib) * 1024))
  })
}
