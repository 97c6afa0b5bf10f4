// The analytics-history/ sub-action's entry: the bundle, started from this file, runs analytics-history mode (see index.ts).
import './index.js'
