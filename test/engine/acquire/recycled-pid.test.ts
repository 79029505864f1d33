import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { processStart, recycledPid } from '../../../lib/engine/acquire/browser.js';

/** A process of somebody else's: it must outlive every kill the browser code makes. */
const others: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const p of others.splice(0)) p.kill('SIGKILL');
});

describe('a browser pid the kernel has given to another process', () => {
  it('names one process by its pid and its start', () => {
    const other = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    others.push(other);
    const start = processStart(other.pid!);
    expect(start).toMatch(/^\d+$/);
    expect(processStart(other.pid!)).toBe(start);
  });

  it('is told apart from the browser that had it: another start is another process', () => {
    const other = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
    others.push(other);
    const pid = other.pid!;
    const start = processStart(pid)!;
    // the browser launched under this pid long ago, and exited unseen
    expect(recycledPid(pid, new Map([[pid, String(Number(start) - 1000)]]))).toBe(true);
    // the same process: not recycled
    expect(recycledPid(pid, new Map([[pid, start]]))).toBe(false);
    // a pid this process never launched a browser under, or one that is gone: nothing to tell
    expect(recycledPid(pid, new Map())).toBe(false);
    expect(recycledPid(2 ** 22 + 1, new Map([[2 ** 22 + 1, '1']]))).toBe(false);
  });
});
