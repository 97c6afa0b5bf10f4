// The deploy/ sub-action's entry: the bundle, started from this file, runs deploy mode (see index.ts).
import './index.js'
