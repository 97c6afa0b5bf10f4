/**
 * Streaming export files. Rows go to disk page by page (memory stays flat whatever the number of
 * rows), with backpressure respected.
 *
 * Every file is written under a temporary name, `.<stem>-<from>-<to>.<ext>.<random>.partial`
 * (hidden, unpredictable, and clearly not an export), created exclusively so that nothing already
 * at that name (a symlink planted to redirect the write) is ever followed, and renamed to
 * `<stem>-<from>-<to>.<ext>` only once all formats are complete (a rename replaces a link at the
 * final name; it does not write through it). On failure the partial files are removed; if the
 * process is killed before it can remove them, what is left is still only a hidden `.partial`
 * file. So a `page-views-*` (or any dataset's) file is always a complete export.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Writable } from 'node:stream'
import { stringify as stringifyCsv } from 'csv-stringify/sync'
import type { ExportFormat } from './formats.js'

/** A CSV cell: csv-stringify writes null and undefined as an empty field. */
export type CsvValue = string | number | boolean | null | undefined

/** One CSV column: its header and how a row fills it. */
export interface CsvColumn<Row> {
  name: string
  value(row: Row): CsvValue
}

/** How one dataset's rows land in the files. */
export interface FileLayout<Row> {
  /** File name stem: `<stem>-<from>-<to>.<ext>`. */
  stem: string
  /** The JSON file's key for the array of rows. */
  jsonKey: string
  csvColumns: readonly CsvColumn<Row>[]
  /** The row as JSON and NDJSON hold it: the documented fields, in the documented order. */
  jsonRow(row: Row): unknown
}

/** What the JSON file says about the export besides its rows. */
export interface ExportHeader {
  projectId: string
  dateFrom: string
  dateTo: string
  /** ISO date-time the export started. */
  exportedAt: string
}

/** Makes a date or date-time safe in a file name (`:` and other reserved characters become `-`). */
export function fileSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9._+-]/g, '-')
}

/** `<stem>-<from>-<to>.<ext>`, e.g. `page-views-2026-11-14-2026-11-21.csv` */
export function exportFileName(
  stem: string,
  dateFrom: string,
  dateTo: string,
  format: ExportFormat,
): string {
  return `${stem}-${fileSafe(dateFrom)}-${fileSafe(dateTo)}.${format}`
}

/**
 * The temporary path a file is written under until the export is complete: hidden, beside the
 * final file (so the rename stays on one file system), with a random part nobody can predict.
 */
function partialPathFor(finalPath: string): string {
  const name = `.${path.basename(finalPath)}.${randomBytes(6).toString('hex')}.partial`
  return path.join(path.dirname(finalPath), name)
}

/**
 * Writes `chunk` and, when the stream's buffer is full, waits until it drains. Rejects when the
 * stream fails or closes first (a plain `once(stream, 'drain')` would wait forever then).
 */
export async function writeWithBackpressure(stream: Writable, chunk: unknown): Promise<void> {
  if (stream.destroyed || stream.writableEnded) {
    throw stream.errored ?? new Error('the output stream is already closed')
  }
  if (stream.write(chunk)) return
  await new Promise<void>((resolve, reject) => {
    const cleanup = (): void => {
      stream.off('drain', onDrain)
      stream.off('error', onError)
      stream.off('close', onClose)
    }
    const onDrain = (): void => {
      cleanup()
      resolve()
    }
    const onError = (err: Error): void => {
      cleanup()
      reject(err)
    }
    const onClose = (): void => {
      cleanup()
      reject(stream.errored ?? new Error('the output stream closed while writing'))
    }
    stream.on('drain', onDrain)
    stream.on('error', onError)
    stream.on('close', onClose)
  })
}

/** Resolves once the file is open, so an unwritable directory fails before any request. */
function opened(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const onReady = (): void => {
      stream.off('error', onError)
      resolve()
    }
    const onError = (err: Error): void => {
      stream.off('ready', onReady)
      reject(err)
    }
    stream.once('ready', onReady)
    stream.once('error', onError)
  })
}

/** Waits for a file stream to flush and close; rejects on its error. */
function closed(stream: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.closed) {
      if (stream.errored) reject(stream.errored)
      else resolve()
      return
    }
    stream.once('close', () => {
      if (stream.errored) reject(stream.errored)
      else resolve()
    })
    stream.once('error', reject)
  })
}

/** What the JSON file holds after the rows, such as the API's `totals` (known at the end only). */
type JsonTrailer = Readonly<Record<string, unknown>>

/** One format's file. */
interface FormatWriter<Row> {
  readonly format: ExportFormat
  readonly finalPath: string
  readonly partialPath: string
  writeRows(rows: readonly Row[]): Promise<void>
  /** Flushes and closes the partial file. */
  end(trailer: JsonTrailer): Promise<void>
  /** Stops writing; the caller removes the partial file. */
  destroy(): Promise<void>
}

/** Opens the partial file of `finalPath`; `wx` fails rather than open anything already there. */
async function openFile(finalPath: string): Promise<{ stream: WriteStream; partialPath: string }> {
  const partialPath = partialPathFor(finalPath)
  const stream = createWriteStream(partialPath, { flags: 'wx', encoding: 'utf8' })
  // A write error (disk full) destroys the stream and is reported by the next write or end
  // (through `stream.errored`); without a listener it would crash the process instead.
  stream.on('error', () => undefined)
  await opened(stream)
  return { stream, partialPath }
}

async function destroyFile(stream: WriteStream): Promise<void> {
  if (!stream.closed) {
    const done = closed(stream).catch(() => undefined)
    stream.destroy()
    await done
  }
}

/**
 * JSON: `{ projectId, dateFrom, dateTo, exportedAt, <jsonKey>: [...], ...trailer }`, one row per
 * line. The trailer (`totals` for page views) comes last because it is only final when the last
 * page has arrived (key order is free in JSON).
 */
async function jsonWriter<Row>(
  finalPath: string,
  header: ExportHeader,
  layout: FileLayout<Row>,
): Promise<FormatWriter<Row>> {
  const { stream, partialPath } = await openFile(finalPath)
  let first = true
  await writeWithBackpressure(
    stream,
    '{\n' +
      `  "projectId": ${JSON.stringify(header.projectId)},\n` +
      `  "dateFrom": ${JSON.stringify(header.dateFrom)},\n` +
      `  "dateTo": ${JSON.stringify(header.dateTo)},\n` +
      `  "exportedAt": ${JSON.stringify(header.exportedAt)},\n` +
      `  ${JSON.stringify(layout.jsonKey)}: [`,
  )
  return {
    format: 'json',
    finalPath,
    partialPath,
    async writeRows(rows) {
      if (rows.length === 0) return
      let chunk = ''
      for (const row of rows) {
        chunk += (first ? '\n    ' : ',\n    ') + JSON.stringify(layout.jsonRow(row))
        first = false
      }
      await writeWithBackpressure(stream, chunk)
    },
    async end(trailer) {
      const done = closed(stream)
      const rest = Object.entries(trailer)
        .map(([key, value]) => `,\n  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
        .join('')
      stream.end(`${first ? '' : '\n  '}]${rest}\n}\n`)
      await done
    },
    destroy: () => destroyFile(stream),
  }
}

/** NDJSON: one row object per line; no trailer (every line is a row). */
async function ndjsonWriter<Row>(
  finalPath: string,
  layout: FileLayout<Row>,
): Promise<FormatWriter<Row>> {
  const { stream, partialPath } = await openFile(finalPath)
  return {
    format: 'ndjson',
    finalPath,
    partialPath,
    async writeRows(rows) {
      if (rows.length === 0) return
      let chunk = ''
      for (const row of rows) chunk += JSON.stringify(layout.jsonRow(row)) + '\n'
      await writeWithBackpressure(stream, chunk)
    },
    async end() {
      const done = closed(stream)
      stream.end()
      await done
    },
    destroy: () => destroyFile(stream),
  }
}

/**
 * CSV: a header of the layout's columns (`path,human,ai,total` for page views), quoting by
 * csv-stringify (commas, quotes, newlines, and non-ASCII as UTF-8 without a BOM). A text value
 * that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return, or their full-width forms) gets a leading `'` (csv-stringify's `escape_formulas`);
 * numbers are untouched, and the JSON and NDJSON files keep every value as served. Each page is
 * turned into text in one call and written as one chunk: a stream write per row cost more than
 * the request it overlaps. The header comes from csv-stringify; the rows from `csvRecord`, which
 * writes what csv-stringify writes with these options (a unit test compares the two) at about a
 * fifth of its CPU, which was a sixth of a whole export's.
 */
async function csvWriter<Row>(
  finalPath: string,
  layout: FileLayout<Row>,
): Promise<FormatWriter<Row>> {
  const { stream, partialPath } = await openFile(finalPath)
  const columns = layout.csvColumns
  const names = columns.map((column) => column.name)
  let header: string | undefined = stringifyCsv([], {
    header: true,
    columns: names,
    escape_formulas: true,
  })
  return {
    format: 'csv',
    finalPath,
    partialPath,
    async writeRows(rows) {
      if (rows.length === 0) return
      let chunk = header ?? ''
      header = undefined
      for (const row of rows) chunk += csvRecord(row, columns)
      await writeWithBackpressure(stream, chunk)
    },
    async end() {
      const done = closed(stream)
      // A dataset without rows still gets its header line.
      stream.end(header)
      await done
    },
    destroy: () => destroyFile(stream),
  }
}

/** A string cell's first characters that a spreadsheet would run as a formula. */
const FORMULA_START = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
])

/**
 * One CSV cell as csv-stringify writes it with `escape_formulas` and its defaults: numbers (and
 * bigints) as `'' + value`, `true` as `1`, `false`, null, undefined and `''` as an empty field; a
 * string starting as a formula gets a leading `'` (a negative number does not), and one holding
 * a quote, a comma, CR or LF is quoted, its quotes doubled.
 */
function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return `${value}`
  if (typeof value === 'boolean') return value ? '1' : ''
  if (typeof value !== 'string' || value === '') return ''
  let text = FORMULA_START.has(value.charAt(0)) ? `'${value}` : value
  if (/[",\r\n]/.test(value)) text = `"${text.replaceAll('"', '""')}"`
  return text
}

/** One row of `columns` as a CSV line, `\n` included. */
export function csvRecord<Row>(row: Row, columns: readonly CsvColumn<Row>[]): string {
  let line = ''
  for (let i = 0; i < columns.length; i++) {
    if (i > 0) line += ','
    line += csvCell((columns[i] as CsvColumn<Row>).value(row))
  }
  return `${line}\n`
}

/** All the files of one dataset's export. */
export interface ExportWriters<Row> {
  /** Final paths, in the order of the formats. */
  readonly files: string[]
  /** Partial paths, in the same order. */
  readonly partialFiles: string[]
  writeRows(rows: readonly Row[]): Promise<void>
  /** Closes every file and renames it to its final name; returns the final paths. */
  complete(trailer: JsonTrailer): Promise<string[]>
  /** Stops writing and removes the partial files (best effort); safe to call more than once. */
  abort(): Promise<void>
}

/**
 * Creates `outputDir` (recursively) and opens one partial file per format. Fails before any
 * request when the directory cannot be written.
 */
export async function openExportWriters<Row>(
  outputDir: string,
  formats: readonly ExportFormat[],
  header: ExportHeader,
  layout: FileLayout<Row>,
): Promise<ExportWriters<Row>> {
  const dir = path.resolve(outputDir)
  await mkdir(dir, { recursive: true })
  const unique = [...new Set(formats)]
  const writers: FormatWriter<Row>[] = []
  let state: 'open' | 'completed' | 'aborted' = 'open'

  const abort = async (): Promise<void> => {
    if (state !== 'open') return
    state = 'aborted'
    for (const writer of writers) {
      await writer.destroy().catch(() => undefined)
      await rm(writer.partialPath, { force: true }).catch(() => undefined)
    }
  }

  // Opened side by side; each one that opens is kept, so a failure can remove what was opened.
  const opened = await Promise.allSettled(
    unique.map(async (format) => {
      const name = exportFileName(layout.stem, header.dateFrom, header.dateTo, format)
      const finalPath = path.join(dir, name)
      const writer =
        format === 'json'
          ? await jsonWriter(finalPath, header, layout)
          : format === 'csv'
            ? await csvWriter(finalPath, layout)
            : await ndjsonWriter(finalPath, layout)
      writers.push(writer)
    }),
  )
  // In the order of the formats, whichever opened first.
  writers.sort((a, b) => unique.indexOf(a.format) - unique.indexOf(b.format))
  const failed = opened.find((result) => result.status === 'rejected')
  if (failed) {
    await abort()
    throw failed.reason
  }

  return {
    files: writers.map((w) => w.finalPath),
    partialFiles: writers.map((w) => w.partialPath),
    async writeRows(rows) {
      if (state !== 'open') throw new Error(`the export files are already ${state}`)
      await Promise.all(writers.map((w) => w.writeRows(rows)))
    },
    async complete(trailer) {
      if (state !== 'open') throw new Error(`the export files are already ${state}`)
      const renamed: string[] = []
      try {
        await Promise.all(writers.map((w) => w.end(trailer)))
        // Rename only once every format is complete, so either all files appear or none.
        for (const w of writers) {
          await rename(w.partialPath, w.finalPath)
          renamed.push(w.finalPath)
        }
      } catch (err) {
        await abort()
        for (const file of renamed) await rm(file, { force: true }).catch(() => undefined)
        throw err
      }
      state = 'completed'
      return writers.map((w) => w.finalPath)
    },
    abort,
  }
}
