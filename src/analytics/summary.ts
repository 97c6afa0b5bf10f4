/** Pieces of the step summary that are not the digest: the range in words, the artifact line. */
import { link, text } from '../markdown.js'

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/

/** "2026-11-14 to 2026-11-20 (UTC, both included)" for dates; the raw bounds for date-times. */
export function describeRange(dateFrom: string, dateTo: string): string {
  if (DATE_RE.test(dateFrom) && DATE_RE.test(dateTo)) {
    const last = new Date(Date.parse(`${dateTo}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    if (last === dateFrom) return `${dateFrom} (UTC, one day)`
    return `${dateFrom} to ${last} (UTC, both included)`
  }
  return `${dateFrom} to ${dateTo} (end excluded)`
}

/** The summary's line for the uploaded artifact, appended once the upload is done. */
export function artifactSummaryMarkdown(artifact: {
  name: string
  id: number | string
  url?: string
}): string {
  const { name, url, id } = artifact
  return url
    ? `**Artifact:** ${link(name, url)}\n`
    : `**Artifact:** ${text(name)} (id ${text(String(id))})\n`
}
