// The static-export/ sub-action's entry: the bundle, started from this file, runs static-export mode (see index.ts).
import './index.js'
