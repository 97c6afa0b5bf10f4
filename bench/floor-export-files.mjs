// The CPU floor of an export that writes its files: bench/floor-export.mjs's paging (the action's
// page size, one kept-alive connection, Node's own HTTP client), and each row written as a JSON
// line and as a CSV line (`path,human,ai,total`, quoted when a field needs it), one write per
// page per file. Nothing checked, retried or logged. Plain JavaScript on purpose: a .ts script
// would load the type stripper into the process being measured.
//
// Usage: node bench/floor-export-files.mjs <baseUrl> <apiKey> <projectId> <dateFrom> <dateTo> <outDir>
// Prints `RESULT {"rows":N,"requests":M}` and exits 0; exits 1 on an HTTP error.
import { closeSync, openSync, writeSync } from 'node:fs'
import { Agent, get } from 'node:http'
import { join } from 'node:path'

const [baseUrl = '', apiKey = '', projectId = '', dateFrom = '', dateTo = '', outDir = '.'] =
  process.argv.slice(2)
const LIMIT = 250
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** @returns {Promise<{ views: { path: string; human: number; ai: number; total: number }[]; hasMore: boolean }>} */
function getPage(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers: { authorization: `Bearer ${apiKey}` } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        if (res.statusCode === 200) resolve(JSON.parse(text))
        else reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`))
      })
    }).on('error', reject)
  })
}

/** @param {string} text */
function csvField(text) {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

const ndjson = openSync(join(outDir, 'views.ndjson'), 'w')
const csv = openSync(join(outDir, 'views.csv'), 'w')
writeSync(csv, 'path,human,ai,total\n')
let rows = 0
let requests = 0
for (let more = true; more;) {
  const url = new URL(`/v1/analytics/${encodeURIComponent(projectId)}/views`, baseUrl)
  url.search = new URLSearchParams({
    dateFrom,
    dateTo,
    limit: String(LIMIT),
    offset: String(requests * LIMIT),
  }).toString()
  const page = await getPage(url).catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  })
  requests++
  let jsonLines = ''
  let csvLines = ''
  for (const row of page.views) {
    jsonLines += `${JSON.stringify({ path: row.path, human: row.human, ai: row.ai, total: row.total })}\n`
    csvLines += `${csvField(row.path)},${row.human},${row.ai},${row.total}\n`
  }
  writeSync(ndjson, jsonLines)
  writeSync(csv, csvLines)
  rows += page.views.length
  more = page.hasMore
}
closeSync(ndjson)
closeSync(csv)
process.stdout.write(`RESULT ${JSON.stringify({ rows, requests })}\n`)
// Exit at once, as the action does, rather than wait for the kept-alive socket to time out.
process.exit(0)
