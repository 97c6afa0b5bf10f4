/**
 * What a mode's sub-action (and its table in docs/reference.md) says of an input or output whose
 * root action.yml description speaks of several modes at once ("the job, the deployment's or
 * preview's verdict, ..."), where cutting the mode phrase off the root's would leave other
 * modes' words in. Every other description is the root's without its mode phrase
 * (scripts/docs.ts); `npm run docs` refuses a sub-action description that names another mode.
 */
import type { InputName, Mode } from '../src/shared/catalogue.ts'
import type { OutputName } from '../src/shared/catalogue.ts'

type OwnDescriptions<Name extends string> = Partial<Record<Name, Partial<Record<Mode, string>>>>

export const OWN_INPUT_DESCRIPTIONS: OwnDescriptions<InputName> = {
  'date-from': {
    analytics:
      'Inclusive start, `YYYY-MM-DD` or an ISO date-time (UTC), from 2000-01-01. Alone: up to and including today.',
    'analytics-history':
      "The first day (`YYYY-MM-DD`, UTC) the store should hold: the days before the store's first day are loaded back to it, newest first, once the new days are in. Default: 30 days before `date-to`, for a table the store does not hold yet (the default never loads older days into an existing store).",
  },
  'date-to': {
    analytics: 'Exclusive end, same formats, up to 2100-01-01. Needs `date-from`.',
    'analytics-history':
      'Exclusive end, `YYYY-MM-DD` (UTC), never after today: the last day loaded is the day before. Alone or with `date-from`. Default: today. `lookback-days` and `feedback-refresh-days` count back from it.',
  },
  period: {
    analytics:
      'Instead of dates, one of `yesterday`, `last-7-days`, `last-30-days`, `previous-week` (Monday to Monday), `previous-month` or `month-to-date`, in UTC. No dates and no period: `last-30-days`.',
    'analytics-history':
      'Instead of dates, one of `yesterday`, `last-7-days`, `last-30-days`, `previous-week` (Monday to Monday), `previous-month` or `month-to-date`, in UTC, ending at yesterday at the latest; its start extends the store back as `date-from` does.',
  },
  datasets: {
    analytics:
      'What to export, comma-separated, or `all`: `views` (page views), `visitors` (unique visitors), `searches`, `feedback`, `feedback-by-page`, `assistant` (assistant conversations), `assistant-callers`. Each is its own files, `<dataset>-<from>-<to>.<ext>` (`page-views-...` for views).',
    'analytics-history':
      'What to keep, comma-separated, or `all`: `views` (page views), `visitors` (unique visitors), `searches`, `feedback`, `feedback-by-page`, `assistant` (assistant conversations), `assistant-callers`. Each is a table of the store (docs/analytics.md); a dataset added later starts at `date-from`.',
  },
  'max-requests': {
    analytics:
      'The most analytics requests the run sends, retries included (the API allows 100 per organization per hour). When a dataset would need more, the run stops before sending one more, keeps and uploads the whole datasets, and fails.',
    'analytics-history':
      'The most analytics requests the run sends, retries included (the API allows 100 per organization per hour, shared by every workflow). New days go first, then older days back to `date-from`, then the feedback refresh, then the lookback; when the budget runs out the run stops, green, saying what is left, and the next run goes on. Size it with the rule in docs/analytics.md (`requests-per-day` says what a day costs).',
  },
  'include-contact': {
    analytics:
      'Keep the `contact` email addresses readers left with their feedback. Off by default: an artifact is readable by everyone who can read the repository.',
    'analytics-history':
      'Keep the `contact` email addresses readers left with their feedback in the store. Off by default: whoever can read the store (its branch, its database) could read them.',
  },
  wait: {
    agent: 'Wait for the job to end (`true`); `false` returns right after the job is queued.',
    deploy:
      "Wait for the deployment's verdict (`true`); `false` returns right after the deployment is queued.",
    preview:
      "Wait for the preview's verdict (`true`); `false` returns right after the preview is queued.",
    automation:
      "Follow the run's job to its end (`true`); `false` returns right after the run is queued.",
    'static-export':
      'Wait for the export and download its bundle (`true`); `false` returns right after the export is queued.',
  },
  comment: {
    agent:
      'Keep a tracking comment on the triggering issue or pull request (job id, run link, then the pull request or what went wrong), and one on the pull request the agent opens in this repository naming its job (for `/docs` review follow-ups): `true`, `false` or `auto`, which is on for `issues`, `issue_comment`, `pull_request_review` and `pull_request_review_comment` events. Needs `permissions: issues: write` and `pull-requests: write`; without them the step only warns.',
    preview:
      "Keep one comment on the pull request with the preview's link and verdict, edited in place on every push: `true`, `false` or `auto`, which is on for `pull_request` and `pull_request_target` events. Needs `permissions: pull-requests: write`; without it the step only warns.",
  },
  'github-token': {
    preview:
      "Token for the preview comment on the pull request. Default: the workflow's `GITHUB_TOKEN`.",
  },
  'output-dir': {
    analytics:
      'Where the files and `report.md` go; created if missing. Default: `$RUNNER_TEMP/page-views` for page views alone, `$RUNNER_TEMP/docs-analytics` for other datasets, as the default artifact name.',
    'static-export':
      "Where the bundle (`bundle.tar.gz`) and the extracted site (`site/`) go; created if missing. Default: `$RUNNER_TEMP/static-export/<step id>`, a folder per step, so two exports in one job each keep their own; an earlier run's `bundle.tar.gz` and `site/` there are removed before the first request.",
  },
  'upload-artifact': {
    analytics: 'Upload the files as a workflow artifact.',
    'static-export':
      'Upload the site (or the bundle, with `extract: false`) as a workflow artifact.',
  },
  'artifact-name': {
    analytics:
      'Artifact name, unique within the workflow run. Default: `page-views-<project>-<from>-<to>` for page views alone, `docs-analytics-<project>-<from>-<to>` for other datasets.',
    'static-export':
      'Artifact name, unique within the workflow run. Default: `static-export-<domain>`.',
  },
  check: {
    agent:
      "With `preview: true`, once the preview of the agent's branch is ready, check the links and images of its pages: `changed` (the pages the agent's pull request changed; a change to `docs.json`, `mint.json`, an OpenAPI file or a snippet checks every page), `all` (every page of the `/sitemap.xml` of the preview) or `off`. A link on the host of the preview must answer 2xx, a `#fragment` must name an element of its page, and a link to a removed page is broken unless the preview redirects it. The result goes into the tracking comment, the step summary and the outputs; the step fails only with `fail-on-broken`.",
  },
  'fail-on-broken': {
    agent:
      'With `preview: true`, fail the step when a link on the host of the preview is broken, once the tracking comment is written. Default: broken links are reported and the step passes.',
  },
  'commit-status': {
    agent:
      "With `preview: true`, set a commit status named `Mintlify preview` on the head commit of the agent's pull request, linking to the preview, pending while it builds, then failure when the build failed or a link on the host of the preview is broken (whatever `fail-on-broken` says), success otherwise. Needs `permissions: statuses: write`; without it the step warns once.",
  },
  'github-deployment': {
    agent:
      'With `preview: true`, record a GitHub deployment of the head commit of the agent\'s pull request to the environment `docs-preview` with the URL of the preview, so the pull request shows "View deployment". One per commit (a re-run reuses it). Needs `permissions: deployments: write`; without it the step warns once.',
  },
}

export const OWN_OUTPUT_DESCRIPTIONS: OwnDescriptions<OutputName> = {
  rows: {
    analytics: 'Rows written, over every dataset exported whole.',
    'analytics-history':
      "Rows the run wrote to the store's tables (days read again and the feedback refresh included; `daily_totals` not counted).",
  },
  'job-id': {
    agent: 'The job id, set as soon as the job exists, also when the step later fails.',
    automation:
      "The id of the run's job, set as soon as the API names it, also when the step later fails.",
  },
  status: {
    agent: "The job's last status seen: `active`, `completed`, `archived` or `failed`.",
    deploy: "The deployment's last status seen: `queued`, `in_progress`, `success` or `failure`.",
    preview: "The preview's last status seen: `queued`, `in_progress`, `success` or `failure`.",
    automation:
      "`queued` once the run is queued (and while no job is known, or when it is not followed), then the job's last status seen: `active`, `completed`, `archived` or `failed`.",
    'static-export': "The export's last status seen: `queued`, `running`, `completed` or `failed`.",
  },
  'preview-url': {
    agent:
      "With `preview: true`, the URL of the preview of the agent's branch (known before its build ends), always `https://`; empty when there is none, and when the server's was not an https URL (dropped with a warning).",
    preview:
      "The preview's URL (known before its build ends), always `https://`; empty when there is none, when the server's was not an https URL (dropped with a warning), and when waiting on a `status-id` (a status does not carry it).",
  },
  'pr-link': {
    agent: 'The pull request the agent opened; empty when there is none.',
    automation: "The pull request the run's job opened; empty when there is none.",
  },
  job: {
    agent: 'The last job object, as JSON.',
    automation: "The run's last job object, as JSON, when the job is followed.",
  },
  'comment-url': {
    agent:
      'The tracking comment on the issue or pull request that triggered the run; empty when none was written.',
    preview: 'The preview comment on the pull request; empty when none was written.',
  },
}
