/**
 * The demo's analytics history scene: the first night of the nightly example (every dataset into
 * a Parquet folder, `max-requests: 70`), then what the store holds, read back from its files as
 * any Parquet reader would: its tables, and the page views of each day it stored (the week's
 * rhythm shows in them).
 */
import { join } from 'node:path'
import { STORE_TABLES, type TableName } from '../../src/analytics/history/tables.ts'
import { readTable } from '../../test/support/parquet-store.ts'
import { asRead, bold, indent, printOutputs, tidy } from '../offline/view.ts'
import type { DemoPart } from './part.ts'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

export const nightlyHistory: DemoPart = {
  mode: 'analytics-history',
  title: 'The first night of a history of every dataset, kept in a Parquet folder',
  async run({ world, print, step }) {
    const result = await step({
      inputs: { ...world.common, datasets: 'all', store: 'docs-analytics', 'max-requests': '70' },
    })
    printOutputs(print, result, [
      'synced-through',
      'backlog-days',
      'rows',
      'requests',
      'requests-per-day',
    ])
    const store = join(result.workspace, 'docs-analytics')
    print(bold(`What the store holds (${tidy(store)})`))
    for (const table of Object.keys(STORE_TABLES) as TableName[]) {
      const rows = await readTable(store, table)
      const days = new Set(rows.map((row) => row.date)).size
      print(`  ${table.padEnd(24)} ${String(rows.length).padStart(6)} rows over ${days} days`)
    }
    const totals = (await readTable(store, 'daily_totals')).filter((row) => row.dataset === 'views')
    print(bold('\nPage views by day (daily_totals), as a reader of the store sees them'))
    const most = Math.max(1, ...totals.map((row) => Number(row.total)))
    for (const row of totals) {
      const day = String(row.date)
      const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? ''
      const total = Number(row.total)
      const bar = '#'.repeat(Math.round((total / most) * 40))
      print(`  ${day} ${weekday}  ${total.toLocaleString('en-US').padStart(7)}  ${bar}`)
    }
    print(bold('\nThe step summary, as it reads'))
    print(indent(tidy(asRead(result.summary))))
  },
}
