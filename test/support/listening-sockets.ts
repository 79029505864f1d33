import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * The TCP sockets some processes listen on, read from /proc (Linux): each process's socket inodes
 * from /proc/<pid>/fd, matched with the LISTEN entries of /proc/net/tcp and tcp6.
 */
export interface ListeningSocket {
  pid: number;
  command: string;
  address: string;
  port: number;
}

export const canReadSockets = process.platform === 'linux';

function hexToIpv4(hex: string): string {
  const n = Number.parseInt(hex, 16);
  // /proc prints the address in host (little-endian) byte order.
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24].join('.');
}

function hexToIpv6(hex: string): string {
  const words: string[] = [];
  for (let i = 0; i < 32; i += 8) {
    const word = hex.slice(i, i + 8);
    // Each 32-bit word is little-endian.
    const bytes = word.match(/../g)!.reverse().join('');
    words.push(bytes.slice(0, 4), bytes.slice(4, 8));
  }
  const full = words.map((w) => w.replace(/^0+(?=.)/, '').toLowerCase()).join(':');
  if (full === '0:0:0:0:0:0:0:1') return '::1';
  if (full === '0:0:0:0:0:0:0:0') return '::';
  const mapped = /^0:0:0:0:0:ffff:([0-9a-f]+):([0-9a-f]+)$/.exec(full);
  if (mapped) {
    const a = Number.parseInt(mapped[1], 16);
    const b = Number.parseInt(mapped[2], 16);
    return `::ffff:${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`;
  }
  return full;
}

function listeningByInode(): Map<string, { address: string; port: number }> {
  const out = new Map<string, { address: string; port: number }>();
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue;
      const [addr, port] = cols[1].split(':');
      out.set(cols[9], { address: v6 ? hexToIpv6(addr) : hexToIpv4(addr), port: Number.parseInt(port, 16) });
    }
  }
  return out;
}

/** Pids of every process in a process group (a child spawned with `detached: true` leads its own). */
export function processGroupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command (which may hold spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // The process exited while we looked.
    }
  }
  return pids;
}

/** Every process below `root` (children, their children ...), wherever their process group is. */
export function descendantPids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process exited while we looked.
    }
  }
  const out: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length) {
    const pid = queue.shift()!;
    out.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return out;
}

/** Whether a process still runs (a zombie waiting to be reaped does not). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The command line of a process ('' once it has exited). */
export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** Every TCP socket the given processes listen on. */
export function listeningSockets(pids: number[]): ListeningSocket[] {
  const listening = listeningByInode();
  const out: ListeningSocket[] = [];
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const seen = new Set<string>();
    for (const fd of fds) {
      let link: string;
      try {
        link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      const socket = inode ? listening.get(inode) : undefined;
      if (!inode || !socket || seen.has(inode)) continue;
      seen.add(inode);
      out.push({ pid, command: commandOf(pid).slice(0, 120), ...socket });
    }
  }
  return out;
}

/** Whether an address is a loopback address (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address);
}
