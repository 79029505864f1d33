import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const EXIT = path.resolve(import.meta.dirname, '../../infra/local/exit.ts');
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');

/**
 * Runs a script that writes 512 KB (eight times a pipe's buffer) to a pipe its reader drains only after a pause, then exits the
 * given way; resolves with the bytes read and the exit code.
 */
function run(exit: 'flushed' | 'bare'): Promise<{ bytes: number; last: string; code: number | null }> {
  const script = `
    import { exitFlushed } from ${JSON.stringify(EXIT)};
    process.stdout.write('x'.repeat(512 * 1024) + '\\n');
    console.log('SIGTERM: stopping');
    ${exit === 'flushed' ? 'exitFlushed(3);' : 'process.exit(3);'}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const chunks: Buffer[] = [];
    // the reader is slow: nothing is read for half a second, so the pipe fills and writes queue
    child.stdout.pause();
    setTimeout(() => child.stdout.resume(), 500);
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      const out = Buffer.concat(chunks).toString();
      resolve({ bytes: out.length, last: out.trimEnd().split('\n').pop() ?? '', code });
    });
  });
}

describe('exitFlushed', () => {
  it('exits with its code only after a slow reader has received every line, the last one too', async () => {
    const flushed = await run('flushed');
    expect(flushed.code).toBe(3);
    expect(flushed.last).toBe('SIGTERM: stopping');
    expect(flushed.bytes).toBeGreaterThan(512 * 1024);
  }, 30_000);

  it('is needed: a bare process.exit drops what the pipe had not taken yet', async () => {
    const bare = await run('bare');
    expect(bare.code).toBe(3);
    expect(bare.last).not.toBe('SIGTERM: stopping');
  }, 30_000);
});
