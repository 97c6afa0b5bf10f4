/**
 * Preloaded into a spawned run of the bundle (`NODE_OPTIONS=--import <this file>`) to kill it
 * with SIGKILL at a chosen instant of writing, the same instant at every run:
 *
 *   KILL_AT=rename:<n>   just before the n-th rename of a file (a day's files half moved in)
 *   KILL_AT=write:<n>    half-way through the n-th file written through a file descriptor or
 *                        handle (half of its bytes on disk, under the name it was being written to)
 *
 * The bundle reads `node:fs`, `node:fs/promises` and file handles through the objects patched
 * here (and builtin ESM exports are synced too), so nothing in the action knows it is being
 * tested. Both the promise and the synchronous form of each call count.
 */
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const [call, nth] = (process.env.KILL_AT ?? '').split(':')
const at = Number(nth)
let count = 0

function die() {
  process.kill(process.pid, 'SIGKILL')
}

if (call === 'rename') {
  const rename = fs.promises.rename
  fs.promises.rename = async (...args) => {
    if (++count === at) die()
    return rename(...args)
  }
  const renameSync = fs.renameSync
  fs.renameSync = (...args) => {
    if (++count === at) die()
    return renameSync(...args)
  }
  syncBuiltinESMExports()
}

if (call === 'write') {
  const probe = await fs.promises.open(process.execPath, 'r')
  const prototype = Object.getPrototypeOf(probe)
  await probe.close()
  const writeFile = prototype.writeFile
  prototype.writeFile = async function (data, ...rest) {
    if (++count === at) {
      await writeFile.call(this, data.slice(0, Math.floor(data.length / 2)))
      await this.sync()
      die()
    }
    return writeFile.call(this, data, ...rest)
  }
  const writeFileSync = fs.writeFileSync
  fs.writeFileSync = (file, data, ...rest) => {
    if (typeof file === 'number' && ++count === at) {
      writeFileSync(file, data.slice(0, Math.floor(data.length / 2)))
      fs.fsyncSync(file)
      die()
    }
    return writeFileSync(file, data, ...rest)
  }
  syncBuiltinESMExports()
}
