/**
 * The export a user would otherwise write in a `run:` step (the benchmark's baseline): the API's
 * default page size (`limit=50`), one request after another, a new connection for every request
 * (`http.request` with `agent: false` sends `Connection: close`, as a curl loop would), each
 * response buffered whole and parsed, every row kept in memory, and the files written at the end
 * (JSON and CSV, the action's default formats).
 *
 * Usage: node bench/baseline-export.ts <baseUrl> <apiKey> <projectId> <dateFrom> <dateTo> <outDir>
 * Prints `RESULT {"rows":N,"requests":M}` and exits 0; exits 1 on an HTTP error.
 */
import { request } from 'node:http'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

interface Row {
  path: string
  human: number
  ai: number
  total: number
}
interface Page {
  totals: { human: number; ai: number; total: number }
  views: Row[]
  hasMore: boolean
}

const [baseUrl = '', apiKey = '', projectId = '', dateFrom = '', dateTo = '', outDir = '.'] =
  process.argv.slice(2)
const LIMIT = 50
/** Far beyond any real range; only guards against a server that never says `hasMore: false`. */
const MAX_REQUESTS = 1_000_000

function getJson(url: URL): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent: false, headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          if (res.statusCode !== 200) {
            reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`))
            return
          }
          try {
            resolve(JSON.parse(text) as Page)
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)))
          }
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const rows: Row[] = []
let totals: Page['totals'] | undefined
let requests = 0
for (let offset = 0; requests < MAX_REQUESTS; offset += LIMIT) {
  const url = new URL(`/v1/analytics/${encodeURIComponent(projectId)}/views`, baseUrl)
  url.searchParams.set('dateFrom', dateFrom)
  url.searchParams.set('dateTo', dateTo)
  url.searchParams.set('limit', String(LIMIT))
  url.searchParams.set('offset', String(offset))
  const page = await getJson(url)
  requests++
  totals = page.totals
  rows.push(...page.views)
  if (!page.hasMore) break
}

const csvField = (value: string | number): string => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
writeFileSync(join(outDir, 'page-views.json'), JSON.stringify({ totals, rows }, null, 2))
writeFileSync(
  join(outDir, 'page-views.csv'),
  [
    'path,human,ai,total',
    ...rows.map((r) => [r.path, r.human, r.ai, r.total].map(csvField).join(',')),
  ]
    .join('\n')
    .concat('\n'),
)
process.stdout.write(`RESULT ${JSON.stringify({ rows: rows.length, requests })}\n`)
