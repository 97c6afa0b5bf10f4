import { isPostStep, run, runPost } from './main.js'

// action.yml runs this bundle twice: as the step (`main:`) and again after the job (`post:`).
await (isPostStep() ? runPost() : run())
