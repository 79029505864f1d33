#!/usr/bin/env node
/**
 * `conversion-audit`: the command line of the packed CLI (package.json "bin") and of
 * `npm run audit` (tools/run.mjs cli audit). It answers --help and usage errors from this module
 * and the argument parser alone; the input checks (zod) and the engine are imported only when a
 * run needs them, each from a chunk of its own (esbuild.config.mjs APPS.cli splits them).
 */
import { AUDIT_USAGE, EXIT, UsageError, parseAuditArgs, writeAll } from './audit-args.js';
import pkg from '../../package.json' with { type: 'json' };

const USAGE = `Usage: conversion-audit <command> [options]

Commands:
  audit <url | file | folder | -> [options]   audit pages; as a CI gate, judge them (exit 1 on failure)
  help [audit]                                 this text, or the options of a command

Options: --version, --help. See docs/ci.md.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    await writeAll(process.stderr, `${USAGE}\n`);
    return EXIT.usage;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    await writeAll(process.stdout, `${rest[0] === 'audit' ? AUDIT_USAGE : USAGE}\n`);
    return EXIT.passed;
  }
  if (command === '--version' || command === '-v') {
    await writeAll(process.stdout, `${pkg.version}\n`);
    return EXIT.passed;
  }
  if (command !== 'audit') {
    await writeAll(process.stderr, `Unknown command ${JSON.stringify(command)}.\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  try {
    const args = parseAuditArgs(rest);
    if (args.help) {
      await writeAll(process.stdout, `${AUDIT_USAGE}\n`);
      return EXIT.passed;
    }
    if (args.targets.length === 0 && args.config === undefined) {
      await writeAll(process.stderr, `${AUDIT_USAGE}\n`);
      return EXIT.usage;
    }
    // Every input is read and checked before the engine is loaded and anything is audited.
    const { prepareRun } = await import('./audit-inputs.js');
    const prepared = await prepareRun(args);
    const { runAudits } = await import('./audit-run.js');
    return await runAudits(prepared);
  } catch (err) {
    if (err instanceof UsageError) {
      await writeAll(process.stderr, `${err.message}\n\nSee conversion-audit audit --help.\n`);
      return EXIT.usage;
    }
    await writeAll(process.stderr, `${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return EXIT.auditFailed;
  }
}

process.exitCode = await main(process.argv.slice(2));
// A browser, a server or a spinner left behind must not keep a finished run alive.
process.exit();
