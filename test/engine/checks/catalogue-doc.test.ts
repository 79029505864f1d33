import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKS_DOC_PATH,
  corpusSummary,
  renderChecksDoc,
  type CorpusSummary,
} from '../../../bench/generate-checks-doc.js';
import { CORPUS_JUSTIFICATIONS } from '../../../bench/corpus-justifications.js';
import { DIMENSIONS } from '../../../lib/engine/checks/dimensions.js';
import { GROUPS } from '../../../lib/engine/checks/groups.js';
import { CHECKS } from '../../../lib/engine/checks/registry.js';

let summary: CorpusSummary;

beforeAll(() => {
  summary = corpusSummary();
});

describe('docs/checks.md', () => {
  it('is what `npm run docs:checks` generates from the registry and the corpus', () => {
    const committed = readFileSync(CHECKS_DOC_PATH, 'utf8');
    const fresh = renderChecksDoc(summary);
    expect(
      committed === fresh,
      'docs/checks.md is stale: run `npm run docs:checks` and commit the result',
    ).toBe(true);
  });

  it('justifies every check that always passes or always fails on the corpus', () => {
    const unjustified = summary.tallies
      .filter((t) => t.uniform !== null && !CORPUS_JUSTIFICATIONS[t.id])
      .map((t) => `${t.id} (always ${t.uniform} on ${t.applicable} pages)`);
    expect(unjustified, 'add a one-line reason to bench/corpus-justifications.ts, or fix the check').toEqual(
      [],
    );
  });

  it('keeps no justification for a check that is not uniform on the corpus', () => {
    const uniform = new Set(summary.tallies.filter((t) => t.uniform !== null).map((t) => t.id));
    const stale = Object.keys(CORPUS_JUSTIFICATIONS).filter((id) => !uniform.has(id));
    expect(stale, 'remove these from bench/corpus-justifications.ts').toEqual([]);
  });

  it('lists every dimension with its weight, every group and every check', () => {
    const doc = renderChecksDoc(summary);
    for (const d of DIMENSIONS) expect(doc).toContain(`| \`${d.id}\` | ${d.weight} |`);
    for (const g of GROUPS) expect(doc).toContain(`## ${g.name} (`);
    for (const c of CHECKS) {
      expect(doc).toContain(`| ${c.id} | `);
      expect(doc).toContain(`- **${c.id}**\n  1. `);
    }
  });

  it('prints each uniform check once with its verdict, page count and reason', () => {
    const doc = renderChecksDoc(summary, { SEO_006: 'no corpus page uses noindex' });
    const seo = summary.tallies.find((t) => t.id === 'SEO_006');
    expect(seo?.uniform).toBe('pass');
    expect(doc).toContain(
      `| SEO_006 | always pass | ${seo?.applicable} of ${summary.pages} | no corpus page uses noindex |`,
    );
    expect(doc).toContain('| TRUST_007 | always fail |');
    expect(doc).toContain('**no justification recorded**');
  });

  it('keeps table cells on one line without pipes or raw tags', () => {
    const doc = renderChecksDoc(summary);
    const seo = doc.split('\n').find((l) => l.startsWith('| SEO_005 |')) ?? '';
    expect(seo).toContain('&lt;link rel="canonical"&gt;');
    for (const line of doc.split('\n').filter((l) => /^\| [A-Z]+_\d{3} \|/.test(l))) {
      expect(line.split(/(?<!\\)\|/).length, line).toBeGreaterThanOrEqual(5);
    }
  });
});
