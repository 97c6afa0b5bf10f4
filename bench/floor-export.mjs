// The least any export process can take against the simulator (the benchmark's floor): the
// action's page size (`limit=250`), one kept-alive connection, Node's own HTTP client (no
// library to load), each page parsed and counted, nothing checked, retried, logged or written.
// Plain JavaScript on purpose: a .ts script would load the type stripper into the process
// being timed. A real export does more than this, so its process wall cannot be lower.
//
// Usage: node bench/floor-export.mjs <baseUrl> <apiKey> <projectId> <dateFrom> <dateTo>
// Prints `RESULT {"rows":N,"requests":M}` and exits 0; exits 1 on an HTTP error.
import { Agent, get } from 'node:http'

const [baseUrl = '', apiKey = '', projectId = '', dateFrom = '', dateTo = ''] =
  process.argv.slice(2)
const LIMIT = 250
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** @returns {Promise<{ views: unknown[]; hasMore: boolean }>} */
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
  rows += page.views.length
  more = page.hasMore
}
process.stdout.write(`RESULT ${JSON.stringify({ rows, requests })}\n`)
// Exit at once, as the action does, rather than wait for the kept-alive socket to time out.
process.exit(0)
