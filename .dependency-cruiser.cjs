/**
 * The shape of src/ (docs/design.md), checked by `npm run lint` with dependency-cruiser: no import
 * cycle (type-only imports included: they couple files just the same), data flowing one way
 * (main.ts -> modes -> shared layers), and modes that never import each other.
 */
/**
 * The mode folders: each is a story of its own, reached only from main.ts's registry
 * (src/modes.ts). Every folder of src/ but the shared layers is one, so a new mode's folder is
 * covered without naming it here.
 */
const SHARED_LAYERS = '^src/(shared|action)/'
const MODES = '^src/(?!shared/|action/)[^/]+/'

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
      name: 'src-stands-alone',
      comment:
        'The bundle is built from src/ alone: it never imports tests, benchmarks or scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|bench|scripts)/' },
    },
    {
      name: 'modes-are-independent',
      comment: 'A mode uses the shared layers (api, github, markdown, ...), never another mode.',
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: SHARED_LAYERS },
      to: { path: MODES, pathNot: '^src/$1/' },
    },
    {
      name: 'shared-layers-do-not-reach-up',
      comment: 'api/, github/ and the top-level helpers serve every mode and know none of them.',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: ['^src/(index|post)\\.ts$', '^src/action/(main|registry|inputs)\\.ts$', MODES],
      },
      to: { path: [MODES, '^src/action/main\\.ts$'] },
    },
    {
      name: 'modes-read-their-own-inputs',
      comment:
        'Data flows one way: each mode declares and reads its settings in src/<mode>/inputs.ts, ' +
        'with the readers of src/input-readers.ts; getInputs (src/inputs.ts) sits above every ' +
        'mode, and only the step (step.ts) and the registry (modes.ts) reach it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/(step|registry)\\.ts$' },
      to: { path: '^src/action/inputs\\.ts$' },
    },
    {
      name: 'only-the-entries-run-main',
      comment: 'main.ts is the one place that reads the environment and calls setFailed.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(index|post)\\.ts$' },
      to: { path: '^src/action/main\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
}
