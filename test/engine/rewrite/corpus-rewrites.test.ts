import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runChecks } from '../../../lib/engine/checks/run-checks.js';
import { buildPageModel } from '../../../lib/engine/model/build-model.js';
import { emptyModel } from '../../../lib/engine/model/empty-model.js';
import type { PageModel } from '../../../lib/engine/model/page-model.js';
import {
  TEMPLATE_WORDS,
  rewriteDeterministically,
} from '../../../lib/engine/rewrite/deterministic-rewriter.js';
import { buildRewriteInput } from '../../../lib/engine/rewrite/rewrite-input.js';
import { COPY_ELEMENTS } from '../../../lib/engine/rewrite/rewrite-types.js';

const corpus = path.resolve(process.cwd(), '../shared/corpus');
const manifest = JSON.parse(readFileSync(path.join(corpus, 'MANIFEST.json'), 'utf8')) as { file: string }[];

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

describe('the deterministic rewriter on the 50 corpus pages', () => {
  it('adds no number and no capitalised word that the page does not contain', () => {
    expect(manifest).toHaveLength(50);
    const invented: string[] = [];
    let pagesWithAlternatives = 0;
    let alternativesSeen = 0;
    for (const { file } of manifest) {
      const html = readFileSync(path.join(corpus, file), 'utf8');
      const url = `https://${path.basename(file, '.html')}.example/`;
      const model = buildPageModel({ url, finalUrl: url, html, http: emptyModel(url).http });
      const page = pageWords(model);

      const out = rewriteDeterministically(buildRewriteInput(model, runChecks(model)));

      const alternatives = COPY_ELEMENTS.flatMap((e) => out[e].alternatives);
      alternativesSeen += alternatives.length;
      if (alternatives.length > 0) pagesWithAlternatives += 1;
      for (const alt of alternatives) {
        for (const n of alt.match(/\d+(?:[.,]\d+)*/g) ?? []) {
          if (!page.numbers.has(n.replace(/[.,]/g, ''))) invented.push(`${file}: number ${n} in “${alt}”`);
        }
        for (const w of alt.match(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}'’&-]*/gu) ?? []) {
          const word = w.replace(/['’-]+$/, '');
          if (!page.words.has(word) && !TEMPLATE_WORDS.has(word))
            invented.push(`${file}: name ${word} in “${alt}”`);
        }
      }
    }

    expect(invented).toEqual([]);
    // The test means something only if the rewriter actually wrote alternatives for most pages.
    expect(pagesWithAlternatives).toBeGreaterThanOrEqual(48);
    expect(alternativesSeen).toBeGreaterThan(300);
  });
});
