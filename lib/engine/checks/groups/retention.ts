import type { CheckDefinition } from '../check.js';
import { absent, fail, pass, seen } from '../outcome.js';
import { DOCUMENT } from '../signals/evidence.js';
import { findTextLinksFirst as findText } from '../signals/text-search.js';
import { socialNetworkOf } from '../signals/urls.js';
import {
  ACCOUNT_LINK,
  COMMUNITY,
  COMMUNITY_HOST,
  COMMUNITY_PATH,
  LOYALTY,
  LOYALTY_HREF,
  LOYALTY_LINK,
  REPEAT_ORDER,
  WISHLIST,
} from '../signals/vocabularies/retention.js';
import type { Located } from '../../model/page-model.js';
import { CONVERTING } from '../scope.js';

const ACCOUNT_HREF =
  /\/(?:log-?in|sign-?in|account|my-account|customer\/account|users\/sign_in)(?:[/?#.]|$)/i;

/** retention group: whether a visitor who leaves has reasons and ways to come back. */
const checks: CheckDefinition[] = [
  {
    id: 'RET_001',
    pageTypes: 'all',
    languages: ['en'],
    group: 'retention',
    dimension: 'friction',
    title: 'Returning customers cannot find where to sign in',
    label: 'Sign-in is easy to find',
    description:
      'Existing customers come back to reorder, renew or use the product; when the sign-in is hidden they search, get frustrated or call support.',
    threshold: 'a "Log in", "Sign in" or "My account" link on the page',
    severity: 'medium',
    weight: 3,
    industries: ['ecommerce', 'saas', 'course', 'app', 'publisher'],
    needs: 'static',
    fixSteps: [
      'Put a "Log in" (or "My account") link in the top-right of the header.',
      'Keep it visible on mobile, not only inside the menu.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% repeat orders or renewals; varies by share of returning visitors',
    source: 'heuristic',
    run(model) {
      const link = model.links.find(
        (l) =>
          ACCOUNT_LINK.test(l.text) || ACCOUNT_LINK.test(l.name) || (l.internal && ACCOUNT_HREF.test(l.href)),
      );
      if (link) return pass(seen(link, link.text || link.name), 'sign-in link present');
      const cta = model.ctas.find((c) => ACCOUNT_LINK.test(c.text));
      if (cta) return pass(seen(cta, cta.text), 'sign-in button present');
      return fail(absent('a "Log in", "Sign in" or "My account" link'), 'no sign-in route');
    },
  },
  {
    id: 'RET_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'retention',
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
      const observed = `${byNetwork.size} networks (minimum 2)`;
      if (byNetwork.size === 0) return fail(absent('links to social network profiles'), observed);
      const ev = [...byNetwork.entries()]
        .slice(0, 4)
        .map(([network, el]) => seen(el, `${network}: ${el.href}`));
      return byNetwork.size >= 2 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'RET_003',
    pageTypes: 'all',
    languages: ['en'],
    group: 'retention',
    dimension: 'persuasion',
    title: 'Users have no community to join',
    label: 'A user community to join',
    description:
      'A forum, Slack or Discord group gives users a reason to come back between logins, answers questions peer to peer and shows prospects that real people use the product.',
    threshold:
      'a link to a user community (forum, community site, Slack or Discord group, user group or meetups)',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app', 'course'],
    needs: 'static',
    fixSteps: [
      'Open a community space where users help each other (forum, Slack or Discord).',
      'Link it from the navigation or footer and from onboarding emails.',
    ],
    fixEffort: 'high',
    impact: 'low',
    impactEstimate: 'estimate: +2-8% retention among users who join; varies by product',
    source: 'heuristic',
    run(model) {
      const link = model.links.find(
        (l) =>
          COMMUNITY.test(l.text) ||
          COMMUNITY.test(l.name) ||
          COMMUNITY_HOST.test(l.href) ||
          (l.internal && COMMUNITY_PATH.test(l.href)),
      );
      if (link) return pass(seen(link, link.text || link.name), 'community linked');
      return fail(absent('a link to a forum, community, Slack or Discord group'), 'no community');
    },
  },
  {
    id: 'RET_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'retention',
    dimension: 'offer',
    title: 'No loyalty, rewards or referral programme is offered',
    label: 'Loyalty or referral programme',
    description:
      'Points, member perks or a referral reward give a shopper a concrete reason to buy here again instead of comparing shops next time.',
    threshold: 'the page mentions or links a loyalty, rewards or referral programme',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'local'],
    needs: 'static',
    fixSteps: [
      'Offer a simple loyalty or referral reward (points per order, a discount for each friend referred).',
      'Mention it near the cart and in the footer, with a link to its terms.',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% repeat purchase rate among members; varies by programme',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, LOYALTY);
      if (hit) return pass(seen(hit, hit.text), 'programme mentioned');
      const link = model.links.find(
        (l) => LOYALTY_LINK.test(l.text.trim()) || (l.internal && LOYALTY_HREF.test(l.href)),
      );
      if (link) return pass(seen(link, link.text || link.name), 'programme linked');
      return fail(absent('a loyalty, rewards or referral programme'), 'no programme');
    },
  },
  {
    id: 'RET_005',
    pageTypes: ['product_detail', 'category_listing', 'search_results'],
    languages: ['en'],
    group: 'retention',
    dimension: 'cta',
    title: 'Shoppers cannot save products for later',
    label: 'Wishlist or save-for-later',
    description:
      'Many shoppers browse before they buy; a wishlist keeps their picks (and their email, when saved to an account) so the next visit starts where they left off.',
    threshold: 'a wishlist, favourites or save-for-later link or button',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce'],
    needs: 'static',
    fixSteps: [
      'Add a heart or "Save" button on product cards and product pages.',
      'Show the saved items from the header and remind signed-in shoppers by email.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-4% returning-shopper conversion; varies by catalogue',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, WISHLIST);
      if (hit) return pass(seen(hit, hit.text), 'save-for-later offered');
      return fail(absent('a wishlist, favourites or save-for-later control'), 'no wishlist');
    },
  },
  {
    id: 'RET_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'retention',
    dimension: 'trust',
    title: 'The site has no favicon, so it is hard to find among tabs and bookmarks',
    label: 'Favicon set',
    description:
      'The favicon is how a returning visitor spots the site among open tabs, bookmarks and history, and a missing one looks unfinished.',
    threshold: 'a favicon is declared with <link rel="icon">',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <link rel="icon" href="/favicon.svg"> (and a 180 px apple-touch-icon).',
      'Use the brand mark, readable at 16 px.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% returning visits from tabs and bookmarks; small',
    source: 'heuristic',
    run(model) {
      return model.favicon
        ? pass(seen(DOCUMENT.favicon, model.favicon), 'favicon declared')
        : fail(absent('a <link rel="icon">'), 'no favicon');
    },
  },
  {
    id: 'RET_007',
    pageTypes: ['product_detail', 'category_listing', 'home_landing', 'other'],
    languages: ['en'],
    group: 'retention',
    dimension: 'offer',
    title: 'Consumable products cannot be ordered on repeat',
    label: 'Repeat delivery offered',
    description:
      'For products people run out of, a subscribe-and-save or auto-delivery option turns a one-off sale into recurring revenue and removes the next visit to a competitor.',
    threshold: 'a shop page offers subscribe-and-save, auto-delivery, refills or a subscription',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce'],
    needs: 'static',
    fixSteps: [
      'Offer "Subscribe & save" with a small discount on products that are used up (coffee, cosmetics, supplements, ink).',
      'Let subscribers choose the interval and skip or cancel online.',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% repeat revenue on consumables; none for durable goods',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, REPEAT_ORDER);
      if (hit) return pass(seen(hit, hit.text), 'repeat delivery offered');
      return fail(absent('a subscribe-and-save, auto-delivery or refill option'), 'no repeat option');
    },
  },
];

export default checks;
