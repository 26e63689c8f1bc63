// @ts-check
/**
 * The Node version rule lives in package.json ("engines"); this reads it. It
 * runs before anything else in the launcher, so it must itself run on old Node.
 */

/** @param {string} version "22.12.0" or "v22.12.0" */
function parts(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0)
}

/**
 * Why this Node cannot run the project, or undefined when it can.
 * Only the ">=x.y.z" form is understood; any other range is a mistake in
 * package.json and throws, rather than letting every version pass.
 * @param {string} required package.json's engines.node
 * @param {string} actual process.versions.node
 * @param {string} rerun the command to suggest, e.g. "npm start"
 * @returns {string | undefined}
 */
export function nodeVersionProblem(required, actual, rerun) {
  const minimum = /^>=\s*(\d+\.\d+\.\d+)$/.exec(required.trim())?.[1]
  if (!minimum) throw new Error(`engines.node must read ">=x.y.z", not "${required}"`)
  const want = parts(minimum)
  const have = parts(actual)
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > (want[i] ?? 0)) return undefined
    if ((have[i] ?? 0) < (want[i] ?? 0)) return tooOld(minimum, actual, rerun)
  }
  return undefined
}

/**
 * @param {string} minimum
 * @param {string} actual
 * @param {string} rerun
 */
function tooOld(minimum, actual, rerun) {
  const major = minimum.split('.')[0]
  return [
    `Token Desk needs Node.js ${minimum} or newer; this is Node ${actual.replace(/^v/, '')}.`,
    `With nvm: \`nvm install ${major}\` then \`nvm use\` (the project's .nvmrc says ${major}).`,
    `Without: \`npx -y -p node@${major} -- ${rerun}\` runs it under Node ${major} from the npm registry,`,
    `or install Node ${major} from https://nodejs.org/.`,
  ].join('\n')
}
