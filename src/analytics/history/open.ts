/**
 * Where a store is (`store` input) and how it is opened: a Parquet folder or a Postgres
 * database, each module loaded with `await import()` only when a sync uses it, so neither
 * hyparquet-writer nor pg costs any other run anything.
 */
import type { Clock } from '../../shared/clock.js'
import type { AnalyticsStore } from './store.js'

/** The `store` input, read: a folder (absolute) or a Postgres URL (a secret). */
export type StoreLocation = { kind: 'parquet'; folder: string } | { kind: 'postgres'; url: string }

export interface OpenStoreOptions {
  /** Epoch ms on `clock`: the run's `timeout`. */
  deadline: number
  /** The run's cancellation. */
  signal: AbortSignal
  clock: Clock
  warning: (message: string) => void
}

/** Opens the store `location` names; its errors name the `store` input. */
export async function openStore(
  location: StoreLocation,
  options: OpenStoreOptions,
): Promise<AnalyticsStore> {
  if (location.kind === 'parquet') {
    const { openParquetStore } = await import('./parquet.js')
    return openParquetStore({ folder: location.folder, signal: options.signal })
  }
  const { openPostgresStore } = await import('./postgres.js')
  return openPostgresStore({ url: location.url, ...options })
}
