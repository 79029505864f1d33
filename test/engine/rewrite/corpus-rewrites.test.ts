import { describe, expect, it } from 'vitest';
import { loadCorpus, staticAudit } from '../../../bench/corpus.js';
import { GATE_NAMES, parseRationale, rewriteGates } from '../../../bench/eval/rewrite-gates.js';
import type { CheckResult } from '../../../lib/engine/checks/check.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import type { FullAudit } from '../../../lib/engine/report/types.js';
import { TEMPLATE_WORDS } from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { COPY_ELEMENTS } from '../../../lib/engine/rewrite/rewrite-types.js';

/** What the page says, assembled here independently of the rewriter's own pageTextOf. */
function pageWords(model: PageModel): { numbers: Set<string>; words: Set<string> } {
  const text = [
    model.text,
    model.title ?? '',
    model.meta.description ?? '',
    ...Object.values(model.openGraph),
    ...Object.values(model.twitter),
  ].join(' ');
  return {
    numbers: new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/[.,]/g, ''))),
    words: new Set(text.match(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu) ?? []),
  };
}

const audited: { name: string; model: PageModel; results: CheckResult[]; audit: FullAudit }[] =
  loadCorpus().map((page) => {
    const { model, results, audit } = staticAudit(page, 'sc_corpus');
    return { name: page.name, model, results, audit };
  });

describe('copy rewrites on the corpus pages', () => {
  it('pass every quality gate: no fragments, repetition, broken punctuation, over-length, stray numbers, foreign words, untrue rationale, instruction as copy, stitching, misspelling, wrong source, dropped name or wrong target', () => {
    const failures: string[] = [];
    for (const { name, model, results, audit } of audited) {
      const gates = rewriteGates(model, audit, { results });
      for (const g of GATE_NAMES)
        for (const e of gates.examples[g] ?? []) failures.push(`${name} ${g}: ${e}`);
      if (gates.absent_without_reason) failures.push(`${name}: an element without alternative and reason`);
    }

    expect(audited).toHaveLength(100);
    expect(failures).toEqual([]);
  });

  it('prove every statement of every rationale: each alternative is its quoted facts plus its declared words', () => {
    let clauses = 0;
    for (const { audit } of audited) {
      for (const e of COPY_ELEMENTS) {
        const r = audit.copy_rewrites[e];
        const parsed = parseRationale(r.rationale);
        // One clause per alternative, numbered in order; none for an alternative that is not there.
        expect(parsed.map((c) => c.index)).toEqual(r.alternatives.map((_, i) => i + 1));
        clauses += parsed.length;
        if (r.alternatives.length === 0) expect(r.rationale).toMatch(/No alternative: .+\.$/);
        else expect(r.rationale).toMatch(/Better: .+\.$/);
      }
    }
    // The gates above check each clause against the page; this makes sure there were clauses to check
    // (26 on the corpus: most current copy is kept, as the rubric finds nothing better from the page).
    expect(clauses).toBeGreaterThan(20);
  });

  it('add no number and no capitalised word that the page does not contain', () => {
    const invented: string[] = [];
    for (const { name, model, audit } of audited) {
      const page = pageWords(model);
      for (const alt of COPY_ELEMENTS.flatMap((e) => audit.copy_rewrites[e].alternatives)) {
        for (const n of alt.match(/\d+(?:[.,]\d+)*/g) ?? [])
          if (!page.numbers.has(n.replace(/[.,]/g, ''))) invented.push(`${name}: number ${n} in “${alt}”`);
        for (const w of alt.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’&-]*/gu) ?? []) {
          const word = w.replace(/['’-]+$/, '');
          if (!page.words.has(word) && !TEMPLATE_WORDS.has(word))
            invented.push(`${name}: name ${word} in “${alt}”`);
        }
      }
    }

    expect(invented).toEqual([]);
  });

  it('keep rewritten_copy to copy or nothing on every finding', () => {
    const instructions = audited.flatMap(({ name, audit }) =>
      audit.findings
        .filter(
          (f) =>
            f.rewritten_copy && (f.fix_steps.includes(f.rewritten_copy) || /Where:/.test(f.rewritten_copy)),
        )
        .map((f) => `${name} ${f.check_id}: ${f.rewritten_copy}`),
    );

    expect(instructions).toEqual([]);
  });
});
