import { basename } from 'node:path'
import { isMode, STATE_KEYS } from './shared/catalogue.js'

// Checked before anything else is loaded: under an older Node a dependency could fail on import
// with a stack trace instead of a reason. Hence the dynamic import below; a static one would be
// hoisted above this check.
const NEEDED_MAJOR = 24
const version = process.versions.node
if (Number(version.split('.')[0]) < NEEDED_MAJOR) {
  process.stdout.write(
    `::error::This action needs Node ${NEEDED_MAJOR} or later but runs on Node ${version}: ` +
      'run it as action.yml declares (`runs.using: node24`, GitHub Actions runner 2.327.1 or later).\n',
  )
  process.exit(1)
}

// action.yml runs this bundle twice: as the step (`main: dist/index.js`) and again after the job
// (`post: dist/post.js`, which only imports this file). Which one this is comes from the file the
// runner started, known before anything can interrupt the step: a main step cancelled before it
// saved any state must never be mistaken for a post step, nor a post step for a main step (which
// would create the job the user just cancelled).
const entry = basename(process.argv[1] ?? '', '.js')
const isPost = entry === 'post'
// A sub-action (`deploy/action.yml`) starts its mode's entry (`dist/deploy.js`), which fixes the
// mode whatever `mode` says: the runner passes undeclared `with:` keys on as inputs all the same.
const fixedMode = isMode(entry) ? entry : undefined
// The post step runs after every job; when the main step left nothing to finish it must cost
// next to nothing, so the saved state (`STATE_<key>`, what the runner's `getState` reads) is looked at
// here, before the rest of the bundle is loaded.
if (isPost && !Object.values(STATE_KEYS).some((key) => process.env[`STATE_${key}`])) process.exit(0)

const { run, runPost } = await import('./action/main.js')
await (isPost ? runPost() : run(fixedMode))
// Every output, the summary and the state are written by now (file commands are synchronous).
// Exit rather than wait for work the step gave up on, such as an artifact upload stopped by
// cancellation or `timeout`, which the artifact library offers no way to abort. But first let
// stdout drain: on the runner it is a pipe, written asynchronously, and a long build log may
// still be queued; exiting at once cut it off with the notice or error after it.
await drained(process.stdout, 5_000)
process.exit()

/** Resolves once everything written to `stream` so far has left, or after `maxMs`. */
function drained(stream: NodeJS.WriteStream, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs)
    stream.write('', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}
