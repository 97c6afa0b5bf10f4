/**
 * The URLs in Mintlify's answers, checked after the answer is redacted (so a warning about a
 * dropped URL never shows the key): a preview's URL, a job's pull request link, a status's
 * screenshots and author avatar. What is not a safe https URL is dropped, with one warning
 * (src/url.ts), before any mode sees it: it never becomes an output, a link or a log line.
 */
import { serverUrl } from '../url.js'
import type { DeploymentStatus, QueuedPreview, QueuedPreviewAnswer } from './deployment-schemas.js'
import type { AgentJob } from './types.js'

export function checkedPreview(queued: QueuedPreviewAnswer): QueuedPreview {
  const { previewUrl, ...rest } = queued
  const checked = serverUrl(previewUrl, 'the preview URL')
  return checked === undefined ? rest : { ...rest, previewUrl: checked }
}

export function checkedJob(job: AgentJob): AgentJob {
  if (job.prLink === undefined || job.prLink === null) return job
  return { ...job, prLink: serverUrl(job.prLink, 'the pull request link') ?? null }
}

export function checkedStatus(status: DeploymentStatus): DeploymentStatus {
  const checked = { ...status }
  for (const field of ['screenshot', 'screenshotLight', 'screenshotDark'] as const) {
    if (checked[field] === undefined) continue
    const url = serverUrl(checked[field], 'a screenshot URL')
    if (url === undefined) delete checked[field]
  }
  if (checked.author?.avatarUrl !== undefined) {
    const { avatarUrl, ...author } = checked.author
    const url = serverUrl(avatarUrl, "the author's avatar URL")
    checked.author = url === undefined ? author : { ...author, avatarUrl: url }
  }
  return checked
}
