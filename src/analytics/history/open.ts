/**
 * How a store is opened, from where the `store` input says it is (location.ts): a Parquet
 * folder or a Postgres database, each module loaded with `await import()` only when a sync uses
 * it, so neither hyparquet-writer nor pg costs any other run anything.
 */
import type { Clock } from '../../shared/clock.js'
import type { StoreLocation } from './location.js'
import type { AnalyticsStore } from './store.js'

export type { StoreLocation } from './location.js'

export interface OpenStoreOptions {
  /** Epoch ms on `clock`: the run's `timeout`. */
  deadline: number
  /** The run's cancellation. */
  signal: AbortSignal
  clock: Clock
  warning: (message: string) => void
  /** A Parquet folder: waiting for another sync's lock. */
  info: (message: string) => void
  /** A Parquet folder: a new store started in a folder created inside the workspace. */
  notice: (message: string) => void
  /** The run, as a Parquet folder's lock names its holder to another sync. */
  run: string
}

/** Opens the store `location` names; its errors name the `store` input. */
export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions,
): Promise<AnalyticsStore> {
  if (location.kind === 'parquet') {
    const { openParquetStore } = await import('./parquet/store.js')
    const { info, notice, warning } = options
    return openParquetStore({
      ...options,
      folder: location.folder,
      create: location.insideWorkspace,
      log: { info, notice, warning },
    })
  }
  const { openPostgresStore } = await import('./postgres/store.js')
  return openPostgresStore({ url: location.url, ...options })
}
