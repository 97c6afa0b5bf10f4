import { isPostStep, run, runPost } from './main.js'

// action.yml runs this bundle twice: as the step (`main:`) and again after the job (`post:`).
await (isPostStep() ? runPost() : run())
// Every output, the summary and the state are written by now (file commands are synchronous).
// Exit rather than wait for work the step gave up on, such as an artifact upload stopped by
// cancellation or `timeout`, which the artifact library offers no way to abort.
process.exit()
