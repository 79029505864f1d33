/**
 * Exits once what was written to stdout and stderr has left the process. Writes to a pipe are
 * asynchronous on POSIX, so a bare process.exit() can drop the last lines (the "stopping" line a
 * supervisor's log, or npm's reader, was about to receive); a reader that is gone or stuck holds
 * the exit at most a second.
 */
export function exitFlushed(code: number): void {
  let pending = 2;
  const done = () => {
    pending -= 1;
    if (pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
  setTimeout(() => process.exit(code), 1_000).unref();
}
