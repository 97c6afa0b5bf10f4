/**
 * The shape of src/ (docs/design.md), checked by `npm run lint` with dependency-cruiser: no import
 * cycle (type-only imports included: they couple files just the same), no two folders importing
 * each other, data flowing one way (the step's wiring, src/action/ -> modes -> what they share,
 * src/shared/, where the catalogue and the mode contract sit), modes that never import each
 * other, and one channel to the runner.
 */
/** The step's wiring: the entries, the runner, the registry, the step. */
const WIRING = '^src/action/'
/** What modes share: the Mintlify and GitHub clients, waiting, Markdown, ... */
const SHARED = '^src/shared/'
/**
 * The mode folders: each is a story of its own, reached only from the registry. Every folder of
 * src/ but the wiring and the shared one is a mode, so a new mode's folder is covered without
 * naming it here.
 */
const MODES = '^src/(?!action/|shared/)[^/]+/'
/** Analytics-history mode's folder, inside the folder it shares with analytics mode's export. */
const HISTORY = '^src/analytics/history/'
/**
 * What the two analytics modes share in src/analytics/: the datasets, the ranges, the pager, the
 * collector's pacing and the inputs both read. The rest of the folder is the export's.
 */
const ANALYTICS_SHARED = [
  '^src/analytics/datasets/',
  '^src/analytics/(range|pager|young-generation|shared-inputs)\\.ts$',
]

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle makes the order of module initialisation, and the code, hard to follow.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-two-folders-import-each-other',
      comment:
        'Folders depend one way: a folder of src/ that imports another, directly or through ' +
        'others, is never imported back by it. Between the top-level folders the way is the ' +
        "layers' (the wiring -> modes -> what they share), which modes-are-independent, " +
        'modes-know-no-wiring and shared-knows-no-mode hold file by file.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { path: '^src/', circular: true },
    },
    {
      name: 'src-stands-alone',
      comment:
        'The bundle is built from src/ alone: it never imports tests, benchmarks or scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'modes-are-independent',
      comment: 'A mode uses what modes share (src/shared/), never another mode.',
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: [WIRING, SHARED] },
      to: { path: MODES, pathNot: '^src/$1/' },
    },
    {
      name: 'the-export-knows-no-history',
      comment:
        'Analytics mode (src/analytics/) and analytics-history mode (src/analytics/history/) ' +
        'share a folder, not their code: the export never imports the history.',
      severity: 'error',
      from: { path: '^src/analytics/', pathNot: HISTORY },
      to: { path: HISTORY },
    },
    {
      name: 'the-history-uses-only-what-analytics-shares',
      comment:
        'Analytics-history mode imports from src/analytics/ only what both analytics modes share ' +
        '(the datasets, the ranges, the pager, the inputs both read), never the export.',
      severity: 'error',
      from: { path: HISTORY },
      to: { path: '^src/analytics/', pathNot: [HISTORY, ...ANALYTICS_SHARED] },
    },
    {
      name: 'shared-knows-no-mode',
      comment: 'What modes share serves every mode and knows none of them, nor the wiring.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: [MODES, WIRING] },
    },
    {
      name: 'modes-know-no-wiring',
      comment:
        'Data flows from the wiring to the modes: a mode declares itself with the catalogue and ' +
        'the mode contract (src/shared/catalogue.ts, src/shared/mode-contract.ts) and imports ' +
        'nothing of src/action/, not even a type.',
      severity: 'error',
      from: { path: MODES },
      to: { path: WIRING },
    },
    {
      name: 'modes-read-their-own-inputs',
      comment:
        'Each mode declares and reads its settings in src/<mode>/inputs.ts, with the readers of ' +
        'src/shared/inputs.ts; getInputs (src/action/inputs.ts) sits above every mode, and only ' +
        'the step (src/action/step.ts) reaches it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/step\\.ts$' },
      to: { path: '^src/action/inputs\\.ts$' },
    },
    {
      name: 'one-channel-to-the-runner',
      comment:
        'Logging, annotations, masking, outputs, state and the summary go through the injected ' +
        'runner, which src/action/runner.ts builds: nothing else imports @actions/core.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/runner\\.ts$' },
      to: { path: '(^|/)node_modules/@actions/core/' },
    },
    {
      name: 'only-the-entries-run-main',
      comment: 'src/action/main.ts is the one place that ends a step.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(index|post)\\.ts$' },
      to: { path: '^src/action/main\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
}
