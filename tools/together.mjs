// Runs npm scripts side by side and exits non-zero when any of them fails: `npm test` type-checks,
// lints and checks formatting at once (each of the three is one process on one core; one after
// the other they took two and a half minutes of CI). Each script's output is printed whole when
// it ends, not interleaved, under a line that names it.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/together.mjs <npm script> [<npm script>...]');
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.on('error', (err) => {
        out += `${err.message}\n`;
      });
      child.on('close', (code, signal) => {
        const ok = code === 0;
        const took = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `\n> npm run ${script}: ${ok ? 'ok' : `failed (${signal ?? `exit ${code}`})`} in ${took} s\n${out}`,
        );
        resolve(ok);
      });
    }),
);

// exitCode, not exit(): a long failure's last lines (tsc's and eslint's summaries) are still in
// the pipe to CI when the last run ends, and exit() would drop them
process.exitCode = (await Promise.all(runs)).every(Boolean) ? 0 : 1;
