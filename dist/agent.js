// The agent/ sub-action's entry: the bundle, started from this file, runs agent mode (see index.ts).
import './index.js'
