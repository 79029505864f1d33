import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { formQuote } from '../../signals/forms.js';
import { CHECKOUT_CONTEXT } from '../../scope.js';
import { SELLING_INDUSTRIES, checkoutForm, gate } from './shared.js';

const MAX_CHECKOUT_NAV = 5;

export const CHECK_008: CheckDeclaration = {
  id: 'CHECK_008',
  pageTypes: CHECKOUT_CONTEXT,
  languages: 'any',
  dimension: 'friction',
  title: 'The checkout is surrounded by navigation that leads away',
  label: 'The checkout is free of distractions',
  description:
    'Once a buyer is in checkout, every menu link is an exit; an enclosed checkout keeps only the logo, help and the form.',
  threshold: `a page with a checkout form has at most ${MAX_CHECKOUT_NAV} header and navigation links`,
  severity: 'low',
  weight: 2,
  industries: SELLING_INDUSTRIES,
  needs: 'static',
  fixSteps: [
    'Use a minimal checkout header: logo, secure-checkout note and help contact.',
    'Drop the main menu, search and promotional banners from checkout pages.',
  ],
  fixEffort: 'medium',
  impact: 'medium',
  impactEstimate: 'estimate: +1-4% checkout completion; an estimate',
  source: 'heuristic',
  run(model) {
    const na = gate(model);
    if (na) return na;
    const form = checkoutForm(model);
    if (!form) return notApplicable('no checkout form on the page');
    const exits = model.links.filter(
      (l) => (l.region === 'header' || l.region === 'nav') && l.kind === 'page',
    );
    const observed = `${exits.length} header/navigation links (maximum ${MAX_CHECKOUT_NAV})`;
    if (exits.length <= MAX_CHECKOUT_NAV) return pass(seen(form, formQuote(form)), observed);
    return fail(
      exits.slice(0, 3).map((l) => seen(l, l.text || l.href)),
      observed,
    );
  },
};
