/**
 * The URLs in Mintlify's answers, checked after the answer is redacted (so a warning about a
 * dropped URL never shows the key): a preview's URL, a job's pull request link, a deployment's
 * screenshots and author avatar. What is not a safe https URL is dropped, with one warning
 * (src/url.ts), before any mode sees it: it never becomes an output, a link or a log line.
 */
import type { UrlCheck } from '../url.js'
import type { Deployment, QueuedPreview, QueuedPreviewAnswer } from './deployment-schemas.js'
import type { AgentJob } from './schemas.js'

export function checkedPreview(queued: QueuedPreviewAnswer, serverUrl: UrlCheck): QueuedPreview {
  const { previewUrl, ...rest } = queued
  const checked = serverUrl(previewUrl, 'the preview URL')
  return checked === undefined ? rest : { ...rest, previewUrl: checked }
}

export function checkedJob(job: AgentJob, serverUrl: UrlCheck): AgentJob {
  if (job.prLink === undefined || job.prLink === null) return job
  return { ...job, prLink: serverUrl(job.prLink, 'the pull request link') ?? null }
}

export function checkedDeployment(deployment: Deployment, serverUrl: UrlCheck): Deployment {
  const { screenshot, screenshotLight, screenshotDark, author, ...rest } = deployment
  const checked: Deployment = rest
  const shots = { screenshot, screenshotLight, screenshotDark }
  for (const [field, value] of Object.entries(shots) as [
    keyof typeof shots,
    string | undefined,
  ][]) {
    const url = serverUrl(value, 'a screenshot URL')
    if (url !== undefined) checked[field] = url
  }
  if (author) {
    const { avatarUrl, ...named } = author
    const url = serverUrl(avatarUrl, "the author's avatar URL")
    checked.author = url === undefined ? named : { ...named, avatarUrl: url }
  } else if (author === null) {
    checked.author = null
  }
  return checked
}
