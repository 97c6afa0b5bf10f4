/**
 * The step summary of a static export: what was exported (domain, version, pages), the bundle
 * (size, SHA-256) and where it went. Server text goes through src/shared/markdown.ts; the bundle's link
 * is a credential and never appears. Files are named as a reader finds them (in the artifact, or
 * through the outputs), never by the runner's temporary path.
 */
import { basename } from 'node:path'
import type { StaticExportJob } from '../shared/mintlify/static-export-schemas.js'
import type { UploadedArtifact } from '../shared/artifact.js'
import { code, detailsTable, link, text, textWithLinks } from '../shared/markdown.js'
import type { StaticExportSettings } from './inputs.js'

export interface ExportReport {
  settings: StaticExportSettings
  job: StaticExportJob
  bundle?: { path: string; bytes: number; sha256: string; expiresAt: string }
  site?: { dir: string; files: number; bytes: number }
  artifact?: UploadedArtifact
  /** The sentence the step fails with. */
  failure?: string
}

export function exportSummary(report: ExportReport): string {
  const { settings, job, bundle, site, artifact } = report
  const heading = report.failure
    ? `Static export of ${text(settings.domain)} failed`
    : bundle
      ? `Static export of ${text(settings.domain)}`
      : `Static export of ${text(settings.domain)} ${text(job.status)}`
  // Without `wait`, the summary is the one place a reader learns how to pick the export up.
  const next =
    !bundle && !report.failure
      ? [
          `This workflow did not wait for the export (${code('wait: false')}): download it in a later step with ${code(`export-id: ${job.jobId}`)}.`,
          '',
        ]
      : []
  const rows: [string, string][] = [
    ['Export id', code(job.jobId)],
    ['Status', code(job.status)],
    ['Version', settings.docsVersion ? code(settings.docsVersion) : 'latest'],
    ['Pages', String(job.pageCount)],
  ]
  if (settings.paths.length > 0) rows.push(['Page paths asked for', String(settings.paths.length)])
  if (bundle) {
    rows.push(
      [
        'Bundle',
        `${code(basename(bundle.path))} (output ${code('bundle-path')}), ${sizeWithBytes(bundle.bytes)}`,
      ],
      ['SHA-256', code(bundle.sha256)],
    )
  }
  if (site) {
    rows.push([
      'Site',
      `${code(`${basename(site.dir)}/`)} (output ${code('site-dir')}): ${site.files} files, ${formatSize(site.bytes)}, every entry checked`,
    ])
  } else if (bundle && !settings.extract) {
    rows.push(['Site', 'not extracted (`extract: false`)'])
  }
  if (artifact) {
    rows.push([
      'Artifact',
      artifact.url ? link(settings.artifactName, artifact.url) : text(settings.artifactName),
    ])
  }
  const lines = [`## ${heading}`, '', ...next, ...detailsTable(rows), '']
  if (report.failure) {
    // The sentence's `export-id: …` drawn as code, not shown as typed backticks.
    lines.push(`> [!CAUTION]`, `> ${textWithLinks(report.failure, [], 1_000)}`, '')
  }
  return lines.join('\n')
}

/** `18.4 MB (18432000 bytes)`, or `620 bytes`. */
function sizeWithBytes(bytes: number): string {
  const size = formatSize(bytes)
  return bytes < 1000 ? size : `${size} (${bytes} bytes)`
}

/** `18.4 MB`: bytes for a reader (decimal units, as storage hosts show them). */
function formatSize(bytes: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`
}
