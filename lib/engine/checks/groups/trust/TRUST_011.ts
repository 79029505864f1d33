import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, quote } from '../../outcome.js';
import { DOCUMENT, excerpt } from '../../signals/evidence.js';
import { findTextOrPassage as findText } from '../../signals/text-search.js';
import { LATIN_FILLER } from '../../../model/filler.js';

const PLACEHOLDER =
  /\b(lorem ipsum|dolor sit amet|consectetur adipiscing|your company name|company name here|your (business|brand) name|placeholder text|yourdomain\.com|example\.com|123 main st(reet)?|john doe|jane doe|(555)[-. ]\d{4})\b/i;

/**
 * A bracketed slot that names the field to fill ("[Your Name]", "[Insert phone number]"); a link
 * labelled "[Your New York City Neighborhoods]" names no field.
 */
const FIELD_SLOT =
  /\[(?:your|insert) (?:[^\]]{0,24} )?(?:name|company|address|e-?mail|phone|number|city|text|title|logo|website|url|business|brand|here|headline|description|date|price|info|details|copy)\]/i;

/** Template filler a theme ships with: its copyright line, its demo notices, its own sales pitch. */
const TEMPLATE_FILLER =
  /(©|\bcopyright\b|\(c\))\s*(\d{4}\s*)?(your (website|site|company|business|brand)|company name|site name|brand name)\b|\bto activate this form\b|\b(this|a) free (and open[- ]source )?(landing page |website |html |bootstrap |tailwind )?template\b/i;

/**
 * The example copy of Bootstrap's documentation, which pages built from its components keep
 * when nobody replaced it: the carousel's "First slide label" over "Some representative
 * placeholder content for the first slide.", the card's "Some quick example text to build on the
 * card title and make up the bulk of the card's content.", the wide card's "supporting text below
 * as a natural lead-in to additional content" and the jumbotron's "simple hero unit". Seen on two
 * labelled template sites and an outside one (a shop's checkout, a school's research page, a
 * business template's home and blog).
 */
const FRAMEWORK_EXAMPLE =
  /\b(?:(?:first|second|third) slide label|some representative placeholder content|some quick example text to build on the card|supporting text below as a natural lead-in to additional content|a simple hero unit, a simple jumbotron)/i;

/** An unfilled template variable in the title or meta description: "$metaDescriptionE", "{{ title }}", "%%title%%". */
const TEMPLATE_VAR = /\$[a-z]+[A-Z]\w*|\{\{\s*[\w.]+\s*\}\}|%%\w+%%|\[\[\s*\w+\s*\]\]/;

export const TRUST_011: CheckDeclaration = {
  id: 'TRUST_011',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'trust',
  title: 'Placeholder text is left on the page',
  label: 'No placeholder text',
  description:
    'Template leftovers such as "lorem ipsum", "john doe" or "example.com" make a site look unfinished or fake, and visitors stop trusting everything else on it.',
  threshold:
    'no placeholder text (lorem ipsum or other template Latin such as "Duis aute irure", "your company name", example.com, 555 phone numbers, John Doe, Bootstrap\'s example copy such as "Some quick example text to build on the card title") appears',
  severity: 'high',
  weight: 4,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Search the templates for lorem ipsum and sample names, numbers and addresses.',
    'Replace each with real copy or remove the block.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate:
    'estimate: +2-10% conversion on affected pages; an estimate, varies by how visible the leftovers are',
  source: 'heuristic',
  run(model) {
    for (const re of [PLACEHOLDER, FIELD_SLOT, LATIN_FILLER, TEMPLATE_FILLER, FRAMEWORK_EXAMPLE]) {
      const hit = findText(model, re);
      if (hit) return fail(excerpt(hit, re), 'placeholder text found');
    }
    // what search results show: an unfilled variable there is seen before the page is
    const head: [string | null, string][] = [
      [model.title, DOCUMENT.title.selector],
      [model.meta.description, DOCUMENT.description.selector],
    ];
    for (const [text, selector] of head) {
      if (text && [TEMPLATE_VAR, PLACEHOLDER, FIELD_SLOT].some((re) => re.test(text)))
        return fail({ quote: quote(text), selector }, 'unfilled template variable in the head');
    }
    return pass(
      absent('placeholder text (lorem ipsum, example.com, John Doe, template filler)'),
      'none found',
    );
  },
};
