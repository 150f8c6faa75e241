// The build version each remote's mf-manifest.json records (metaData.buildInfo.buildVersion),
// so that a remote that fails to load in the browser names the build it came from
// (docs/remote-versioning.md). webpack.base.js reads it once per build.
const { execFileSync } = require('node:child_process');

/** Letters, digits and `._+-`: it ends up in JSON, URLs of error reports and console lines. */
const BUILD_VERSION_PATTERN = /^[A-Za-z0-9._+-]{1,64}$/;

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/**
 * BUILD_VERSION when CI sets it (a build number, a tag), else the commit the
 * sources come from (short sha, with `-dirty` when tracked files differ from it,
 * so a local build is never taken for the commit), else 'unknown' (no git, or
 * not a checkout, e.g. an unpacked source archive).
 *
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {string}
 */
function readBuildVersion({ env = process.env, cwd = __dirname } = {}) {
  const fromEnv = env.BUILD_VERSION?.trim();
  if (fromEnv) {
    if (!BUILD_VERSION_PATTERN.test(fromEnv)) {
      throw new Error(`BUILD_VERSION must be 1 to 64 letters, digits or . _ + - (a build number or a commit), not ${JSON.stringify(fromEnv)}`);
    }
    return fromEnv;
  }
  let commit;
  try {
    commit = git(['rev-parse', '--short', 'HEAD'], cwd);
  } catch {
    return 'unknown';
  }
  try {
    git(['diff', '--quiet', 'HEAD', '--'], cwd);
    return commit;
  } catch (error) {
    // Exit status 1 means tracked files differ from the commit; anything else says nothing about them.
    return error.status === 1 ? `${commit}-dirty` : commit;
  }
}

module.exports = { readBuildVersion };
