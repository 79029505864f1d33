import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { socialNetworkOf } from '../../signals/urls.js';
import type { Located } from '../../../model/page-model.js';

export const RET_002: CheckDeclaration = {
  id: 'RET_002',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'Visitors have no social channel to follow',
  label: 'Social channels to follow',
  description:
    'Most visitors do not buy on the first visit; a follow on a social network keeps the brand in their feed until they are ready.',
  threshold: 'links to profiles on at least 2 social networks',
  severity: 'low',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    "Link the brand's active social profiles from the footer (icons with aria-labels).",
    'Link only channels that are kept up to date.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0-2% returning visitors; varies by social activity',
  source: 'heuristic',
  run(model) {
    const byNetwork = new Map<string, Located & { href: string }>();
    for (const s of model.socialLinks) {
      const network = socialNetworkOf(s.href) ?? s.network.toLowerCase();
      if (!byNetwork.has(network)) byNetwork.set(network, s);
    }
    for (const l of model.links) {
      const network = !l.internal ? socialNetworkOf(l.href) : null;
      if (network && !byNetwork.has(network)) byNetwork.set(network, l);
    }
    const observed = `${byNetwork.size} networks (minimum 2)${byNetwork.size > 0 ? `: ${[...byNetwork.keys()].join(', ')}` : ''}`;
    if (byNetwork.size === 0) return fail(absent('links to social network profiles'), observed);
    // a profile link shows its name (often an icon's label), never the network's address
    const shownName = (el: Located): string =>
      model.links.find((l) => l.selector === el.selector)?.name ?? '';
    const ev = [...byNetwork.values()].slice(0, 4).map((el) => seen(el, shownName(el)));
    return byNetwork.size >= 2 ? pass(ev, observed) : fail(ev, observed);
  },
};
