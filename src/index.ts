// Checked before anything else is loaded: under an older Node the bundle's dependencies crash
// on import (undici 8 needs Node >= 22.19) with a stack trace instead of a reason. Hence the
// dynamic import below; a static one would be hoisted above this check.
const NEEDED_MAJOR = 24
const version = process.versions.node

if (Number(version.split('.')[0]) < NEEDED_MAJOR) {
  process.stdout.write(
    `::error::This action needs Node ${NEEDED_MAJOR} or later but runs on Node ${version}: ` +
      'run it as action.yml declares (`runs.using: node24`, GitHub Actions runner 2.327.1 or later).\n',
  )
  process.exitCode = 1
} else {
  // Eager: bundled into index.js like a static import (no extra chunk, same start-up),
  // but evaluated only now.
  const { isPostStep, run, runPost } = await import(/* webpackMode: "eager" */ './main.js')
  // action.yml runs this bundle twice: as the step (`main:`) and again after the job (`post:`).
  await (isPostStep() ? runPost() : run())
}
