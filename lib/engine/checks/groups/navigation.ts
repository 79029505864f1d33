import type { CheckDefinition, Evidence } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { DOCUMENT, firstEvidence } from '../signals/evidence.js';
import { navItemLink, topLevelNavLinks } from '../signals/navigation.js';
import { pathSegments, socialNetworkOf } from '../signals/urls.js';
import type { Link, PageModel } from '../../model/page-model.js';

const BREADCRUMB_SELECTOR = /breadcrumb/i;
const BREADCRUMB_TEXT = /^(?:home|start)\s*[>›»/|]\s*\S/i;

/** Top-level menu links a visitor chooses between: not the way home, not the call-to-action buttons. */
function menuChoices(model: PageModel): Link[] {
  const ctaSelectors = new Set(model.ctas.map((c) => c.selector));
  const home = model.finalUrl.replace(/[?#].*$/, '');
  return topLevelNavLinks(model).filter((l) => {
    if (ctaSelectors.has(l.selector)) return false;
    // Logo and "Home" point at the home page itself; one-page menus point at its sections (#features, #).
    const [target, fragment] = l.href.replace(/\?[^#]*/, '').split('#', 2);
    const isHome = l.internal && (target === home || pathSegments(target).length === 0);
    return !(isHome && fragment === undefined);
  });
}

function navEvidence(model: PageModel, max = 3): Evidence[] {
  const ev: Evidence[] = [];
  for (const item of model.nav.items.slice(0, max)) {
    const l = navItemLink(model, item);
    ev.push(l ? seen(l, item.text) : seen(DOCUMENT.nav, item.text));
  }
  return ev;
}

/** navigation group: whether visitors can find their way to what they came for. */
const checks: CheckDefinition[] = [
  {
    id: 'NAV_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'The page has no recognisable main navigation',
    label: 'Main navigation is present',
    description:
      'Visitors who are not ready for the main call to action look for pricing, proof or contact; without a navigation they leave instead.',
    threshold: 'a navigation with at least 3 links',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a <nav> in the header with links to the pages buyers need (product, pricing, about, contact).',
      'Keep it on every page in the same place.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% pages per visit and fewer bounces; varies by site size',
    source: 'heuristic',
    run(model) {
      const n = model.nav.items.length;
      const observed = `${n} navigation links (minimum 3)`;
      if (!model.nav.present || n === 0) return fail(absent('a <nav> or header menu with links'), observed);
      return n >= 3 ? pass(navEvidence(model), observed) : fail(navEvidence(model), observed);
    },
  },
  {
    id: 'NAV_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'The navigation offers too many choices',
    label: 'Navigation is focused',
    description:
      "Every extra menu item slows the decision (Hick's law) and pulls attention from the conversion path; a short menu gets scanned, a long one gets skipped.",
    threshold:
      'at most 8 top-level choices in the header and navigation (dropdown sub-items, home/logo links and call-to-action buttons not counted)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Group related pages under a few top-level labels.',
      'Move secondary pages (careers, press, legal) to the footer.',
      'Keep 5-8 top-level items.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% click-through to key pages; varies by menu',
    source: 'heuristic',
    run(model) {
      const choices = menuChoices(model);
      if (choices.length === 0) return notApplicable('the page has no navigation');
      const observed = `${choices.length} top-level choices (at most 8)`;
      const ev = firstEvidence(choices, (l) => l.text || l.name, choices.length > 8 ? 10 : 3);
      return choices.length <= 8 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'NAV_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'The logo does not link back to the home page',
    label: 'Logo links home',
    description:
      'Visitors expect the logo to take them home; when it does not, lost visitors have no way back to the start of the story.',
    threshold: 'the header logo is a link to the home page',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Wrap the header logo in a link to "/".',
      'Give the link an accessible name such as the brand name.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% recovered sessions; small',
    source: 'heuristic',
    run(model) {
      const logo = model.images.find((img) => img.isLogo);
      if (model.nav.hasLogoLinkHome) {
        return pass(
          logo ? seen(logo, logo.alt ?? logo.src) : seen(DOCUMENT.nav, 'logo link to home'),
          'logo links home',
        );
      }
      return fail(
        logo
          ? [seen(logo, logo.alt ?? logo.src), absent('a link to the home page around the logo')]
          : absent('a logo linking to the home page'),
        'no logo link home',
      );
    },
  },
  {
    id: 'NAV_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'There is no site search for a catalogue or archive',
    label: 'Site search available',
    description:
      'Shoppers and readers who search convert or engage far more than browsers; a large catalogue or archive without search loses the visitors who know what they want.',
    threshold: 'a shop or publisher page offers a search box',
    severity: 'high',
    weight: 4,
    industries: ['ecommerce', 'publisher'],
    needs: 'static',
    fixSteps: [
      'Put a search field in the header on every page.',
      'Make it tolerant of typos and show suggestions as the visitor types.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +2-10% conversion among searchers; depends on catalogue size',
    source: 'heuristic',
    run(model) {
      const form = model.forms.find((f) => f.purpose === 'search');
      if (form)
        return pass(
          seen(form, form.fields[0]?.placeholder ?? form.fields[0]?.label ?? 'search form'),
          'search form',
        );
      if (model.nav.hasSearch)
        return pass(seen(DOCUMENT.nav, 'search in navigation'), 'search in navigation');
      return fail(absent('a search form or search box'), 'no search');
    },
  },
  {
    id: 'NAV_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'On a long page the navigation scrolls away',
    label: 'Navigation stays at hand on a long page',
    description:
      'On a long page a sticky header keeps the menu and the main action one click away; otherwise visitors must scroll back up to act.',
    threshold: 'on a page taller than 3 desktop screens the navigation is fixed or sticky',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Make the header position: sticky (top: 0) with a compact height.',
      'Keep the main call to action inside the sticky header.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% clicks on header actions; varies by page length',
    source: 'heuristic',
    run(model) {
      const desktop = model.render?.desktop;
      if (!desktop || !model.nav.present || model.nav.sticky === null)
        return notApplicable('no measured navigation');
      const screens = desktop.height > 0 ? desktop.documentHeight / desktop.height : 0;
      if (screens < 3) return notApplicable(`the page is only ${screens.toFixed(1)} screens tall`);
      const observed = `${screens.toFixed(1)} screens tall, navigation ${model.nav.sticky ? 'sticky' : 'not sticky'}`;
      const ev = navEvidence(model, 1);
      const evidence = ev.length > 0 ? ev : [seen(DOCUMENT.nav, 'navigation')];
      return model.nav.sticky ? pass(evidence, observed) : fail(evidence, observed);
    },
  },
  {
    id: 'NAV_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'A deep page shows no breadcrumb trail',
    label: 'Breadcrumbs show where the page sits',
    description:
      'Visitors landing from search on a product or article need to see where they are and step up to the category; breadcrumbs turn a dead end into browsing.',
    threshold: 'a page two or more levels deep shows a breadcrumb trail (markup or BreadcrumbList data)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a breadcrumb trail above the page title (Home › Category › Page).',
      'Mark it up as <nav aria-label="Breadcrumb"> and BreadcrumbList structured data.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% pages per visit from deep landing pages; varies',
    source: 'Nielsen Norman Group, breadcrumb guidelines; range heuristic',
    run(model) {
      const depth = pathSegments(model.finalUrl).length;
      if (depth < 2) return notApplicable(`the page is ${depth} level(s) deep`);
      const trailLink = model.links.find((l) => BREADCRUMB_SELECTOR.test(l.selector));
      if (trailLink) return pass(seen(trailLink, trailLink.text), 'breadcrumb links');
      const trailText = model.textBlocks.find(
        (b) => BREADCRUMB_SELECTOR.test(b.selector) || BREADCRUMB_TEXT.test(b.text),
      );
      if (trailText) return pass(seen(trailText, trailText.text), 'breadcrumb text');
      const data = model.structuredData.find((s) => s.type === 'BreadcrumbList');
      if (data)
        return pass(seen(DOCUMENT.structuredData, `${data.format} BreadcrumbList`), 'BreadcrumbList data');
      return fail(
        absent('a breadcrumb trail or BreadcrumbList data'),
        `${depth} levels deep, no breadcrumbs`,
      );
    },
  },
  {
    id: 'NAV_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'The footer offers no way onward',
    label: 'Footer links onward',
    description:
      'Visitors who read to the bottom are the most interested; a footer with links to key pages, contact and policies catches them instead of ending the visit.',
    threshold: 'at least 5 links in the footer',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a footer with links to the main pages, contact, and policies.',
      'Repeat the main call to action above the footer links.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% pages per visit; small',
    source: 'heuristic',
    run(model) {
      const footer = model.links.filter((l) => l.region === 'footer');
      const observed = `${footer.length} footer links (minimum 5)`;
      if (footer.length === 0) return fail(absent('links in a <footer>'), observed);
      const ev = firstEvidence(footer, (l) => l.text || l.name || l.href);
      return footer.length >= 5 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'NAV_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: "Links to the site's own pages open new tabs",
    label: 'Internal links stay in the same tab',
    description:
      'Opening your own pages in new tabs breaks the back button, piles up tabs on mobile and splits the journey; visitors lose the page they were on.',
    threshold: 'no link to another page of the same site opens in a new tab',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove target="_blank" from links to your own pages.',
      'Keep new tabs for external sites and documents only, and say so in the link.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% completed journeys; small',
    source: 'Nielsen Norman Group, opening links in new windows and tabs; range heuristic',
    run(model) {
      const internal = model.links.filter((l) => l.internal && l.kind === 'page');
      if (internal.length === 0) return notApplicable('the page has no links to its own site');
      const newTab = internal.filter((l) => l.newTab);
      const observed = `${newTab.length} of ${internal.length} internal links open a new tab (0 allowed)`;
      return newTab.length === 0
        ? pass(
            firstEvidence(internal, (l) => l.text || l.name, 2),
            observed,
          )
        : fail(
            firstEvidence(newTab, (l) => l.text || l.name),
            observed,
          );
    },
  },
  {
    id: 'NAV_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'Several links go nowhere (href="#")',
    label: 'Links lead somewhere',
    description:
      'A link to "#" jumps to the top of the page or does nothing; visitors read it as a broken site, and menu items built this way fail without JavaScript.',
    threshold: 'at most 2 links point to a bare "#"',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Point each "#" link at the page it names, or remove it.',
      'Use a <button> for menu toggles and other actions.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% clicks reaching a page; small',
    source: 'heuristic',
    run(model) {
      if (model.links.length === 0) return notApplicable('the page has no links');
      const dead = model.links.filter((l) => l.href === '' || l.href === '#' || l.href.endsWith('#'));
      const observed = `${dead.length} links to "#" (at most 2)`;
      if (dead.length === 0)
        return pass(
          firstEvidence(model.links, (l) => l.text || l.name, 2),
          observed,
        );
      const ev = firstEvidence(dead, (l) => l.text || l.name);
      return dead.length <= 2 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'NAV_010',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'The page is crowded with links',
    label: 'A manageable number of links',
    description:
      'Hundreds of links compete with the main action for attention and bury the path to conversion.',
    threshold: 'at most 150 links on the page',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove repeated links (the same target linked from image, title and button).',
      'Collapse long link lists (tags, archives, every category) behind a category page.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% click-through on the main action; varies',
    source: 'heuristic',
    run(model) {
      const n = model.links.length;
      if (n === 0) return notApplicable('the page has no links');
      const observed = `${n} links (at most 150)`;
      const ev = firstEvidence(model.links, (l) => l.text || l.name || l.href, 2);
      return n <= 150 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'NAV_011',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'Navigation labels are too long to scan',
    label: 'Navigation labels are short',
    description:
      'Menus are scanned, not read; labels of one to three words let the eye find the right item at a glance.',
    threshold:
      'every top-level menu label (logo and call-to-action buttons aside) has at most 3 words and 24 characters',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Shorten each label to the noun visitors look for ("Pricing", "Case studies").',
      'Move explanations into the page itself.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% navigation click-through; small',
    source: 'heuristic',
    run(model) {
      const items = menuChoices(model);
      if (items.length === 0) return notApplicable('the page has no labelled navigation items');
      const label = (l: Link) => (l.text || l.name).trim();
      const long = items.filter((l) => label(l).length > 24 || label(l).split(/\s+/).length > 3);
      const observed = `${long.length} of ${items.length} labels too long`;
      return long.length === 0
        ? pass(firstEvidence(items, label), observed)
        : fail(firstEvidence(long, label), observed);
    },
  },
  {
    id: 'NAV_012',
    pageTypes: 'all',
    languages: 'any',
    group: 'navigation',
    dimension: 'friction',
    title: 'Menu entries send visitors to other websites',
    label: 'Menu keeps visitors on the site',
    description:
      'A top-level menu entry that leads to another domain (a separate shop, a hosted blog, a partner site) takes visitors out of the funnel, often without a way back.',
    threshold: 'no top-level menu entry links to another website (social profile links excepted)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Host the shop, blog or booking flow on the same domain (or a subdomain) and link it there.',
      'Move links to partner or parent sites to the footer.',
      'If an external tool must be used, say so in the label ("Book on Calendly").',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% of menu clicks kept in the funnel; varies',
    source: 'heuristic',
    run(model) {
      const entries = topLevelNavLinks(model).filter((l) => l.kind === 'page');
      if (entries.length === 0) return notApplicable('the page has no menu links to pages');
      const offSite = entries.filter((l) => !l.internal && socialNetworkOf(l.href) === null);
      const observed = `${offSite.length} of ${entries.length} top-level menu entries lead off-site (0 allowed)`;
      return offSite.length === 0
        ? pass(
            firstEvidence(entries, (l) => l.text || l.name),
            observed,
          )
        : fail(
            firstEvidence(offSite, (l) => l.text || l.name),
            observed,
          );
    },
  },
];

export default checks;
