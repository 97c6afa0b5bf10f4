// The automation/ sub-action's entry: the bundle, started from this file, runs automation mode (see index.ts).
import './index.js'
