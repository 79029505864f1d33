import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

/** The repository root, where `npm start` and every `npm run` script run. */
export const REPO = path.resolve(import.meta.dirname, '../..');

/**
 * process.env with the repository's `node_modules/.bin` first on PATH (the Node 22 of the `node`
 * devDependency, tsx), plus `extra`.
 */
export function repoEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.join(REPO, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    ...extra,
  };
}

/** The embedded runtime running in a process of its own. */
export interface ServiceProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, from its "listening on" line. */
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Sends `signal` (SIGTERM) to its whole process group and resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  /** The command line; `npm start` unless a test needs the entry itself (`tsx infra/local/main.ts`). */
  command?: [string, ...string[]];
  /** How long it may take to listen before the start counts as failed (a loaded machine is slow). */
  timeoutMs?: number;
}

/**
 * `npm start` as an operator runs it, in a process group of its own so that stopping it stops npm,
 * the shell, tsx, the server and any browser together. `env` comes on top of {@link repoEnv} with
 * `PORT=0` (a free port) and `LOG_LEVEL=ERROR`, both overridable. Resolves once it listens.
 */
export async function startService(
  env: Record<string, string>,
  opts: StartOptions = {},
): Promise<ServiceProcess> {
  const [command, ...args] = opts.command ?? ['npm', 'start'];
  const child = spawn(command, args, {
    cwd: REPO,
    detached: true,
    env: repoEnv({ PORT: '0', LOG_LEVEL: 'ERROR', ...env }),
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (!child.pid || gone()) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group has gone already.
    }
    await exited;
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')} did not come up:\n${out}`)),
      opts.timeoutMs ?? 110_000,
    );
    const listening = () => {
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]);
    };
    child.stdout!.on('data', listening);
    child.on('error', reject);
    child.on('exit', (code, sig) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(' ')} exited (${code ?? sig}):\n${out}`));
    });
  }).catch(async (err: unknown) => {
    await stop('SIGKILL');
    throw err;
  });
  return { child, url, output: () => out, stop };
}

/** A command run to its end in the repository: its exit code and output. */
export function runInRepo(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = repoEnv(),
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** `npm run --silent <script> -- <args>` in the repository: its exit code and output. */
export function npmRun(script: string, args: string[], env: NodeJS.ProcessEnv = repoEnv()) {
  return runInRepo('npm', ['run', '--silent', script, '--', ...args], env);
}
