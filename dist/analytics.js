// The analytics/ sub-action's entry: the bundle, started from this file, runs analytics mode (see index.ts).
import './index.js'
