import { describe, expect, it } from 'vitest';
import { corpusModel, snippetModel } from '../corpus-models.js';

describe('detectFaq', () => {
  it('reads FAQPage schema, details/summary, question headings and definition lists', () => {
    const model = snippetModel(`
      <script type="application/ld+json">{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Do you ship abroad?","acceptedAnswer":{"@type":"Answer","text":"<p>Yes, to 40 countries.</p>"}}]}</script>
      <details><summary>Can I return an item?</summary><p>Within 30 days.</p></details>
      <h3>How long does delivery take?</h3><p>Two to four days.</p>
      <dl><dt>Is there a warranty?</dt><dd>Two years on all frames.</dd><dt>Colour</dt><dd>Black</dd></dl>`);
    expect(model.faq.map((f) => [f.source, f.question, f.answer])).toEqual([
      ['schema', 'Do you ship abroad?', 'Yes, to 40 countries.'],
      ['details', 'Can I return an item?', 'Within 30 days.'],
      ['heading', 'How long does delivery take?', 'Two to four days.'],
      ['dl', 'Is there a warranty?', 'Two years on all frames.'],
    ]);
  });

  it('finds the FAQ of a SaaS landing page', () => {
    const model = corpusModel('landwind-template');
    expect(model.faq.length).toBeGreaterThanOrEqual(4);
    expect(model.faq.every((f) => f.question.endsWith('?') && f.answer.length > 10)).toBe(true);
  });
});
