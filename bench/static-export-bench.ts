/**
 * Static export's benchmark: a large bundle's download and extraction, through the bundled action
 * (`dist/index.js`) against the simulator's loopback storage host. For bundles of growing size it
 * measures the time from the first byte asked for to the last file written (download, SHA-256,
 * checks and extraction), the throughput, and the action process's peak RSS (VmHWM, see
 * hwm-probe.mjs), which must stay flat in the bundle's size: the archive streams to disk and
 * through the tar parser, never whole in memory. (Below about 100 MiB the peak still grows a
 * little: V8 collects the socket's and zlib's freed buffers only once they add up.) The largest
 * bundle is also run under `--max-old-space-size=48`, as the export's memory runs are (bench/run.ts):
 * a run that kept the archive in memory would run out of heap. Memory must stay flat in the
 * number of files too (bundles of many small files, `--files`), and a bundle followed by 64 MiB
 * of zero padding must take the time its bytes take (the tar reader once copied a tail after the
 * end marker again with each chunk: 49-60 s and 500 MiB for this one).
 *
 *   node bench/static-export-bench.ts [--sizes 16,64,256] [--files 10000,60000,180000]
 *     [--out FILE] [--dist DIR]
 *
 * Sizes are the bundle's in MiB (nearly incompressible HTML-like files of 256 KiB each); files
 * are counts of 100-byte pages, 100 to a folder.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { startApiSimulator } from '../test/sim/index.ts'
import { repoRoot } from '../test/support/run-action.ts'
import { tarGz } from '../test/support/tar-archives.ts'
import { runActionProcess } from './action-process.ts'
import { mib, table } from './report.ts'

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '16,64,256' },
    files: { type: 'string', default: '10000,60000,180000' },
    out: { type: 'string' },
    dist: { type: 'string' },
  },
})
const sizes = values.sizes.split(',').map(Number)
const fileCounts = values.files.split(',').map(Number)
const distDir = values.dist ?? process.env.ACTION_DIST ?? join(repoRoot, 'dist')
const FILE_BYTES = 256 * 1024
/** From this many files on, throughput is counted in files. */
const SMALL_FILES = 5000

/** A tar.gz of `mebibytes` of files that gzip barely shrinks (random bytes, base64: ~75 %). */
function bundle(mebibytes: number): Buffer {
  const parts: Buffer[] = []
  const header = (name: string, size: number): Buffer => {
    const block = Buffer.alloc(512)
    block.write(name, 0)
    block.write('0000644\0', 100)
    block.write('0000000\0', 108)
    block.write('0000000\0', 116)
    block.write(size.toString(8).padStart(11, '0') + '\0', 124)
    block.write('15126120000\0', 136)
    block.write('        ', 148)
    block.write('0', 156)
    block.write('ustar\0', 257)
    block.write('00', 263)
    let sum = 0
    for (const byte of block) sum += byte
    block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148)
    return block
  }
  const target = mebibytes * 1024 * 1024
  for (let n = 0, total = 0; total < target; n++) {
    const body = Buffer.from(randomBytes((FILE_BYTES * 3) / 4).toString('base64'))
    parts.push(header(`./pages/page-${n}.html`, body.length), body)
    total += body.length
  }
  parts.push(Buffer.alloc(1024))
  return gzipSync(Buffer.concat(parts), { level: 1 })
}

/** `count` pages of 100 bytes each, 100 to a folder. */
function smallFiles(count: number): Buffer {
  return tarGz(
    Array.from({ length: count }, (_, n) => ({
      path: `./pages/${Math.floor(n / 100)}/page-${n}.html`,
      body: randomBytes(50).toString('hex'),
    })),
  )
}

interface Row {
  bundleBytes: number
  files: number
  phaseMs: number
  peakRss: number | undefined
  ok: boolean
  note: string
}

async function measure(archive: Buffer, files: number, heapCap?: number): Promise<Row> {
  const probeDir = await mkdtemp(join(tmpdir(), 'bench-hwm-'))
  const hwmFile = join(probeDir, 'vmhwm')
  const env = {
    BENCH_HWM_FILE: hwmFile,
    NODE_OPTIONS: [
      `--import=${join(import.meta.dirname, 'hwm-probe.mjs')}`,
      ...(heapCap ? [`--max-old-space-size=${heapCap}`] : []),
    ].join(' '),
  }
  const sim = await startApiSimulator()
  sim.storage.archive = archive
  let askedAt: number | undefined
  let extractedAt: number | undefined
  try {
    const result = await runActionProcess({
      distDir,
      inputs: {
        mode: 'static-export',
        'api-key': sim.apiKey,
        'project-id': sim.projectId,
        'base-url': sim.url,
        domain: 'docs.example.com',
        'poll-interval': '100ms',
        'upload-artifact': 'false',
        'max-bundle-size': '4GiB',
        timeout: '10m',
      },
      env,
      timeoutMs: 600_000,
      onSpawn: (child) => {
        let buffered = ''
        child.stdout?.on('data', (chunk: Buffer) => {
          buffered += chunk.toString('utf8')
          const lines = buffered.split('\n')
          buffered = lines.pop() ?? ''
          for (const line of lines) {
            if (line.startsWith('Downloading the bundle')) askedAt = performance.now()
            if (line.startsWith('Extracted ')) extractedAt = performance.now()
          }
        })
      },
    })
    const ok = result.code === 0 && result.outputs['bundle-size'] === String(archive.length)
    return {
      bundleBytes: archive.length,
      files,
      phaseMs: askedAt !== undefined && extractedAt !== undefined ? extractedAt - askedAt : NaN,
      peakRss: Number(await readFile(hwmFile, 'utf8').catch(() => 'NaN')),
      ok,
      note: ok ? '' : (result.stdout.match(/::error::(.*)/)?.[1] ?? `exit ${result.code}`),
    }
  } finally {
    await sim.close()
    await rm(probeDir, { recursive: true, force: true })
  }
}

const filesOf = (mebibytes: number): number => Math.ceil((mebibytes * 1024 * 1024) / FILE_BYTES)
const rows: [string, Row][] = []
for (const size of sizes) rows.push([`${size} MiB`, await measure(bundle(size), filesOf(size))])
const largest = Math.max(...sizes)
rows.push([
  `${largest} MiB, heap capped at 48 MiB`,
  await measure(bundle(largest), filesOf(largest), 48),
])
for (const count of fileCounts) {
  rows.push([`${count} files of 100 bytes`, await measure(smallFiles(count), count)])
}
const tail = tarGz(
  [{ path: 'index.html', body: randomBytes(320_000) }],
  Buffer.alloc(64 * 1024 * 1024),
)
rows.push(['320 kB, then 64 MiB of zeros after the end', await measure(tail, 1)])

const report = table(
  [
    'bundle',
    'bytes',
    'files',
    'download + checks + extraction',
    'throughput',
    'peak RSS',
    'result',
  ],
  rows.map(([name, row]) => [
    name,
    String(row.bundleBytes),
    String(row.files),
    `${(row.phaseMs / 1000).toFixed(2)} s`,
    // Many small files are bound by the file system's calls, not by bytes.
    row.files >= SMALL_FILES
      ? `${(row.files / (row.phaseMs / 1000)).toFixed(0)} files/s`
      : `${(row.bundleBytes / 1024 ** 2 / (row.phaseMs / 1000)).toFixed(0)} MiB/s`,
    mib(row.peakRss),
    row.ok ? 'ok' : `failed: ${row.note}`,
  ]),
)
process.stdout.write(`${report}\n`)
if (values.out) {
  await writeFile(
    values.out,
    `# Static export: download and extraction\n\n\`node bench/static-export-bench.ts --sizes ${values.sizes} --files ${values.files}\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}.\n\n${report}\n`,
  )
}
if (rows.some(([, row]) => !row.ok)) process.exitCode = 1
