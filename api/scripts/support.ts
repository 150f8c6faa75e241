/**
 * `npm run support -- list|show <reference>|close <reference>`: the contact
 * form's messages, for the operator. See docs/support.md, or run it with --help.
 */
import { runSupportCommand } from '../src/support/runSupportCommand';

runSupportCommand(process.argv.slice(2), {
  env: process.env,
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: process.stdout,
  stderr: process.stderr,
})
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
