/**
 * The COPY half of the Postgres backfill's floor (bench/postgres-bench.ts): the rows of an
 * analytics export's CSV file loaded into the store's own `page_views` table (created here with
 * the store's DDL) with one `COPY ... FROM STDIN`, through pg-copy-streams: the fastest way
 * Postgres takes rows. Each line gets the project and the date in front; nothing is checked.
 *
 *   node --import ./test/support/ts-hooks.mjs bench/copy-floor.ts <url> <csv> <project> <date>
 *
 * Prints `RESULT {"rows":N}`.
 */
import { createReadStream } from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import pg from 'pg'
import { from as copyFrom } from 'pg-copy-streams'
import { createTableSql, SCHEMA } from '../src/analytics/history/postgres/sql.ts'
import { STORE_TABLES } from '../src/analytics/history/tables.ts'

const [url, csv, project, date] = process.argv.slice(2)
if (!url || !csv || !project || !date) {
  process.stderr.write('usage: bench/copy-floor.ts <url> <csv> <project> <date>\n')
  process.exit(2)
}

/** Drops the header line and puts `<project>,<date>,` in front of every other line. */
class PrefixLines extends Transform {
  private readonly prefix: Buffer
  private header = true
  private rest: Buffer = Buffer.alloc(0)
  rows = 0

  constructor(prefix: string) {
    super()
    this.prefix = Buffer.from(prefix)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const data = this.rest.length > 0 ? Buffer.concat([this.rest, chunk]) : chunk
    const parts: Uint8Array[] = []
    let start = 0
    for (let end = data.indexOf(10, start); end >= 0; end = data.indexOf(10, start)) {
      if (this.header) this.header = false
      else {
        parts.push(this.prefix, data.subarray(start, end + 1))
        this.rows++
      }
      start = end + 1
    }
    this.rest = data.subarray(start)
    done(null, parts.length > 0 ? Buffer.concat(parts) : undefined)
  }
}

const client = new pg.Client({ connectionString: url })
await client.connect()
await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`)
await client.query(createTableSql('page_views', STORE_TABLES.page_views))
const lines = new PrefixLines(`${project},${date},`)
await pipeline(
  createReadStream(csv),
  lines,
  client.query(
    copyFrom(
      `COPY ${SCHEMA}.page_views (project_id, "date", path, human, ai, total) FROM STDIN (FORMAT csv)`,
    ),
  ),
)
await client.end()
process.stdout.write(`RESULT ${JSON.stringify({ rows: lines.rows })}\n`)
