/** Static-export mode's registry entry: its reader and its run, loaded when it runs. */
import { runLoaded, type ModeEntry } from '../shared/mode-contract.js'
import { staticExportApi, type StaticExportApi } from '../shared/mintlify/static-export-api.js'
import { readStaticExportSettings, type StaticExportSettings } from './inputs.js'

export const staticExportEntry: ModeEntry<'static-export', StaticExportSettings, StaticExportApi> =
  {
    mode: 'static-export',
    read: readStaticExportSettings,
    api: staticExportApi,
    // The download, the tar library and the artifact client cost the other modes nothing.
    run: runLoaded(async () => (await import('./mode.js')).runStaticExportMode),
  }
