// The preview/ sub-action's entry: the bundle, started from this file, runs preview mode (see index.ts).
import './index.js'
