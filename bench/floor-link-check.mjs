// The floor of the link-check benchmark: the same GET requests the check made, 4 at a time per
// host over kept-alive connections (Node's own HTTPS client, no library to load), each answer
// read to its end and nothing else done: no parsing, no checking, no report. The least time any
// check of those pages can take against this site.
//
//   node bench/floor-link-check.mjs '{"origin":"https://127.0.0.1:1234","paths":["/a","/b"]}'
//
// Prints `RESULT {"wallMs":...,"requests":...}`, the time from the first request to the last
// answer. The site's test certificate is trusted through NODE_EXTRA_CA_CERTS.
import https from 'node:https'
import { performance } from 'node:perf_hooks'

const PER_HOST = 4
const { origin, paths } = JSON.parse(process.argv[2] ?? '{}')
const agent = new https.Agent({ keepAlive: true, maxSockets: PER_HOST })

function get(path) {
  return new Promise((resolve, reject) => {
    https
      .get(`${origin}${path}`, { agent }, (response) => {
        response.on('data', () => undefined)
        response.on('end', resolve)
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

const started = performance.now()
let next = 0
await Promise.all(
  Array.from({ length: PER_HOST }, async () => {
    while (next < paths.length) await get(paths[next++])
  }),
)
const wallMs = performance.now() - started
agent.destroy()
process.stdout.write(`RESULT ${JSON.stringify({ wallMs, requests: paths.length })}\n`)
