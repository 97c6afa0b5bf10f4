import { describe, expect, it } from 'vitest'
import type { AnalyticsResult } from '../../../src/analytics/export.ts'
import {
  analyticsSummaryMarkdown,
  artifactSummaryMarkdown,
  describeRange,
} from '../../../src/analytics/summary.ts'

function result(overrides: Partial<AnalyticsResult> = {}): AnalyticsResult {
  return {
    projectId: 'proj_1',
    dateFrom: '2026-11-14',
    dateTo: '2026-11-21',
    exportedAt: '2026-11-21T10:00:00.000Z',
    rows: 1234,
    pages: 5,
    totals: { human: 7500, ai: 2500, total: 10000 },
    rowSums: { human: 7500, ai: 2500, total: 10000 },
    files: ['/tmp/out/page-views-2026-11-14-2026-11-21.json'],
    outputDir: '/tmp/out',
    warnings: [],
    topPages: [
      { path: '/docs/a|b', human: 900, ai: 100, total: 1000 },
      { path: '/say "hi" #1', human: 400, ai: 100, total: 500 },
      { path: '/*bold*_[link](x)<b>$x$', human: 0, ai: 10, total: 10 },
    ],
    ...overrides,
  }
}

describe('analyticsSummaryMarkdown', () => {
  it('shows range, totals with shares, top pages, charts, and the artifact link apart', () => {
    const md = analyticsSummaryMarkdown(result(), { uploadArtifact: true })
    expect(md).toContain('**Range:** 2026-11-14 to 2026-11-20 (UTC, both included)')
    expect(md).toContain('**1,234** page rows exported in 5 requests.')
    expect(md).toContain('| Human | 7,500 | 75.0% |')
    expect(md).toContain('| AI | 2,500 | 25.0% |')
    expect(md).toContain('| **Total** | **10,000** | 100% |')
    expect(md).toContain(
      '```mermaid\npie showData title Human vs AI views\n  "Human" : 7500\n  "AI" : 2500\n```',
    )
    expect(md).toContain('| 1 | `/docs/a\\|b` | 900 | 100 | 1,000 | 10.0% |')
    expect(md).toContain('| 3 | `/*bold*_[link](x)<b>$x$` | 0 | 10 | 10 | 100.0% |')
    expect(md).toContain('xychart-beta')
    expect(md).toContain(
      '  x-axis ["/docs/a|b", "/say #34;hi#34; #35;1", "/*bold*_#91;link#93;(x)#60;b#62;$x$"]',
    )
    expect(md).toContain('  bar [1000, 500, 10]')
    expect(md).toContain('  y-axis "Views" 0 --> 1000')
    expect(
      artifactSummaryMarkdown({
        id: 42,
        url: 'https://github.com/o/r/actions/runs/1/artifacts/42',
        name: 'page-views-proj_1',
      }),
    ).toBe(
      '**Artifact:** [page\\-views\\-proj\\_1](https://github.com/o/r/actions/runs/1/artifacts/42)\n',
    )
    expect(md).not.toContain('[!WARNING]')
  })

  it('every table row has the same number of cells', () => {
    const md = analyticsSummaryMarkdown(result(), { uploadArtifact: true })
    const tableLines = md.split('\n').filter((l) => l.startsWith('| '))
    for (const line of tableLines) {
      const cells = line.replace(/\\\|/g, '').split('|').length
      expect([5, 8]).toContain(cells)
    }
  })

  it('lists integrity warnings', () => {
    const md = analyticsSummaryMarkdown(
      result({ warnings: ['rows add up to 1, totals say 2', 'path "/x|y" repeated'] }),
      { uploadArtifact: true },
    )
    expect(md).toContain(
      '> [!WARNING]\n> Integrity checks:\n> - rows add up to 1, totals say 2\n> - path "/x\\|y" repeated',
    )
  })

  it('an empty range has no charts and says so', () => {
    const md = analyticsSummaryMarkdown(
      result({ rows: 0, pages: 1, totals: { human: 0, ai: 0, total: 0 }, topPages: [] }),
      { uploadArtifact: false },
    )
    expect(md).not.toContain('mermaid')
    expect(md).toContain('No page had views in this range.')
    expect(md).toContain('| Human | 0 | – |')
    expect(md).toContain('exported in 1 request.')
  })

  it('mentions a skipped upload, or an artifact without URL', () => {
    expect(analyticsSummaryMarkdown(result(), { uploadArtifact: false })).toContain(
      'not uploaded (`upload-artifact: false`)',
    )
    expect(artifactSummaryMarkdown({ id: 9, name: 'n' })).toBe('**Artifact:** n (id 9)\n')
  })
})

describe('helpers', () => {
  it('describes ranges', () => {
    expect(describeRange('2026-11-20', '2026-11-21')).toBe('2026-11-20 (UTC, one day)')
    expect(describeRange('2026-11-01T00:00:00Z', '2026-11-02')).toBe(
      '2026-11-01T00:00:00Z to 2026-11-02 (end excluded)',
    )
  })
})
