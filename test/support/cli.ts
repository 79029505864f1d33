import { spawn } from 'node:child_process';
import * as path from 'node:path';
import { REPO, repoEnv } from './npm-start.js';

/**
 * `npm run audit -- <args>` as a user runs it, without npm in between: the built CLI through
 * tools/run.mjs (which builds it first when a source changed), with the repository's Node 22.
 */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(
  args: string[],
  opts: { input?: string; env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, 'tools/run.mjs'), 'cli', 'audit', ...args], {
      cwd: opts.cwd ?? REPO,
      env: repoEnv(opts.env ?? {}),
      timeout: opts.timeoutMs ?? 180_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
