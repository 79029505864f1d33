import type { CheckDefinition } from '../check.js';
import { absent, fail, fieldQuote, imageQuote, notApplicable, pass, seen } from '../outcome.js';
import { DOCUMENT, firstEvidence } from '../signals/evidence.js';
import { contentImages } from '../signals/images.js';
import { findLink } from '../signals/text-search.js';
import { percent } from '../signals/words.js';
import type { Located, PageModel } from '../../model/page-model.js';

const LANG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
const ZOOM_DISABLED = /user-scalable\s*=\s*(?:no|0)\b/i;
const MAX_SCALE = /maximum-scale\s*=\s*([\d.]+)/i;
const SKIP_LINK = /\bskip\b/i;
const ACCESSIBILITY_LINK = /\baccessibility\b|\bbarrierefreiheit\b|\baccessibilit[ée]\b/i;
const PERSONAL_FIELD =
  /e-?mail|phone|(?:^|[\W_])tel(?:$|[\W_])|first.?name|last.?name|full.?name|given.?name|family.?name|surname|(?:^|[\W_])name(?:$|[\W_])|address|street|city|zip|postal|postcode|country|organi[sz]ation|company/i;
const NON_TEXT_TYPES = new Set([
  'checkbox',
  'radio',
  'hidden',
  'submit',
  'button',
  'image',
  'file',
  'range',
  'color',
  'reset',
]);

interface TextElement extends Located {
  text: string;
}

/** Headings, text blocks and calls to action whose desktop contrast was measured. */
function contrastSamples(model: PageModel): { el: TextElement; ratio: number; large: boolean }[] {
  const out: { el: TextElement; ratio: number; large: boolean }[] = [];
  const all: TextElement[] = [...model.headings, ...model.textBlocks, ...model.ctas];
  for (const el of all) {
    const d = el.layout?.desktop;
    if (!d?.visible || d.contrastRatio === undefined) continue;
    const size = d.fontSizePx ?? 16;
    const large = size >= 24 || (size >= 18.66 && (d.fontWeight ?? 400) >= 700);
    out.push({ el, ratio: d.contrastRatio, large });
  }
  return out;
}

/** accessibility group: whether people with disabilities (and everyone on a bad day) can use the page. */
const checks: CheckDefinition[] = [
  {
    id: 'ACCESS_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'The page does not declare its language',
    label: 'Page language declared',
    description:
      'Screen readers pick their pronunciation from the lang attribute and browsers use it to offer translation; without it, the page is read out in the wrong voice.',
    threshold: '<html lang> holds a valid language code (e.g. "en", "de-AT")',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add lang="en" (or the page language) to the <html> element.',
      'Mark passages in another language with their own lang attribute.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion; removes a WCAG 3.1.1 failure',
    source: 'heuristic',
    run(model) {
      const lang = model.lang?.trim();
      if (!lang) return fail(absent('a lang attribute on <html>'), 'no lang');
      const ev = seen(DOCUMENT.html, `lang="${lang}"`);
      return LANG.test(lang) ? pass(ev, lang) : fail(ev, `"${lang}" is not a language code`);
    },
  },
  {
    id: 'ACCESS_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'Images have no text alternative',
    label: 'Images carry alt text',
    description:
      'Blind visitors hear "image" or a file name instead of the product photo, chart or badge; search engines lose the same description.',
    threshold: 'every content image has an alt attribute (alt="" for decoration)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Describe each meaningful image in its alt text (what it shows and why it is there).',
      'Give purely decorative images alt="" so screen readers skip them.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate:
      'estimate: +0-2% conversion among assistive-technology users; removes a WCAG 1.1.1 failure',
    source: 'heuristic',
    run(model) {
      const images = contentImages(model);
      if (images.length === 0) return notApplicable('the page has no content images');
      const missing = images.filter((i) => i.alt === null);
      const observed = `${missing.length} of ${images.length} images without alt`;
      return missing.length === 0
        ? pass(firstEvidence(images, imageQuote), observed)
        : fail(firstEvidence(missing, imageQuote), observed);
    },
  },
  {
    id: 'ACCESS_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'friction',
    title: 'Form fields rely on placeholders or have no label',
    label: 'Form fields are labelled',
    description:
      'A placeholder disappears as soon as the visitor types and is not read reliably by screen readers; unlabelled fields cause wrong entries and abandoned forms.',
    threshold:
      'every visible form field has a <label>, aria-label or title (a placeholder alone does not count)',
    severity: 'high',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a visible <label for="…"> to every field.',
      'Keep placeholders only for examples of the expected format.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% form completion; removes a WCAG 3.3.2 failure',
    source: 'Nielsen Norman Group, placeholders in form fields are harmful; range heuristic',
    run(model) {
      const fields = model.forms.flatMap((f) => f.fields);
      if (fields.length === 0) return notApplicable('the page has no form fields');
      const unlabelled = fields.filter((f) => f.labelSource === 'placeholder' || f.labelSource === 'none');
      const observed = `${unlabelled.length} of ${fields.length} fields without a real label`;
      return unlabelled.length === 0
        ? pass(firstEvidence(fields, fieldQuote), observed)
        : fail(firstEvidence(unlabelled, fieldQuote), observed);
    },
  },
  {
    id: 'ACCESS_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'Some links have no name a screen reader can announce',
    label: 'Every link has a name',
    description:
      'Icon links without text or aria-label are announced as "link" or a raw URL; a blind visitor cannot tell the cart from the search.',
    threshold: 'every link has an accessible name (text, aria-label, title or image alt)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add aria-label to icon-only links ("Cart", "Search", "Instagram").',
      'Give linked images an alt that names the destination.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate:
      'estimate: +0-2% conversion among assistive-technology users; removes a WCAG 2.4.4 failure',
    source: 'heuristic',
    run(model) {
      if (model.links.length === 0) return notApplicable('the page has no links');
      const nameless = model.links.filter((l) => l.name.trim() === '');
      const observed = `${nameless.length} of ${model.links.length} links without a name`;
      return nameless.length === 0
        ? pass(
            firstEvidence(model.links, (l) => l.name, 2),
            observed,
          )
        : fail(
            firstEvidence(nameless, () => ''),
            observed,
          );
    },
  },
  {
    id: 'ACCESS_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'Text contrast is too low to read comfortably',
    label: 'Text contrast is readable',
    description:
      'Light grey on white fails in sunlight, on cheap screens and for the one in twelve men with colour-vision deficiency; unread copy does not sell.',
    threshold:
      'at least 95% of measured text meets WCAG AA contrast (4.5:1, or 3:1 for text ≥ 24 px or bold ≥ 18.66 px)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Darken body text to at least #595959 on white (4.5:1).',
      'Check buttons, placeholders and text over images with a contrast checker.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0-3% engagement; removes a WCAG 1.4.3 failure',
    source: 'heuristic',
    run(model) {
      const samples = contrastSamples(model);
      if (samples.length === 0) return notApplicable('no text contrast was measured');
      const low = samples.filter((s) => s.ratio < (s.large ? 3 : 4.5));
      const okShare = 100 - percent(low.length, samples.length);
      const observed = `${okShare}% of ${samples.length} text elements meet AA (minimum 95%)`;
      const show = (list: typeof samples) =>
        list.slice(0, 3).map((s) => ({
          quote: `${s.el.text.slice(0, 100)} (${s.ratio.toFixed(1)}:1)`,
          selector: s.el.selector,
        }));
      return okShare >= 95 ? pass(show(samples), observed) : fail(show(low), observed);
    },
  },
  {
    id: 'ACCESS_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'The page stops visitors from zooming in',
    label: 'Zoom is allowed',
    description:
      'Low-vision visitors and anyone reading fine print zoom on phones; disabling it makes prices, terms and form hints unreadable for them.',
    threshold: 'the viewport has neither user-scalable=no nor maximum-scale below 2',
    severity: 'high',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove user-scalable=no and maximum-scale from the viewport meta tag.',
      'Fix the layout issue that zoom was hiding (usually input font size).',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% mobile conversion among older visitors; removes a WCAG 1.4.4 failure',
    source: 'heuristic',
    run(model) {
      const vp = model.meta.viewport?.trim();
      if (!vp) return pass(absent('a viewport that disables zoom'), 'no viewport restriction');
      const ev = seen(DOCUMENT.viewport, vp);
      const max = MAX_SCALE.exec(vp);
      if (ZOOM_DISABLED.test(vp)) return fail(ev, 'user-scalable disabled');
      if (max && Number(max[1]) < 2) return fail(ev, `maximum-scale=${max[1]} (minimum 2)`);
      return pass(ev, 'zoom allowed');
    },
  },
  {
    id: 'ACCESS_007',
    pageTypes: 'all',
    languages: ['en'],
    group: 'accessibility',
    dimension: 'performance',
    title: 'Keyboard users must tab through the whole menu on every page',
    label: 'Skip link to the content',
    description:
      'A "skip to content" link lets keyboard and switch users jump past the header; without it they tab through every menu item before reaching the offer.',
    threshold: 'a "skip to content" link at the top of the page',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <a href="#main" class="skip-link">Skip to content</a> as the first element of <body>.',
      'Show it on keyboard focus and give the main content id="main".',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion among keyboard users; removes a WCAG 2.4.1 failure',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, SKIP_LINK);
      if (model.markup.hasSkipLink) {
        return pass(
          link ? seen(link, link.text || link.name) : seen(DOCUMENT.body, 'skip link'),
          'skip link present',
        );
      }
      return fail(absent('a "skip to content" link'), 'no skip link');
    },
  },
  {
    id: 'ACCESS_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'The page marks no main content area',
    label: 'Main content landmark',
    description:
      'Screen-reader users jump between landmarks; without a <main> they cannot go straight to the content and must listen through headers and menus.',
    threshold: 'a <main> element (or role="main")',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Wrap the page content (between header and footer) in <main>.',
      'Use <header>, <nav> and <footer> for the surrounding parts.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion among screen-reader users; small',
    source: 'heuristic',
    run(model) {
      const landmarks = model.markup.landmarks;
      const observed = landmarks.length > 0 ? `landmarks: ${landmarks.join(', ')}` : 'no landmarks';
      return landmarks.includes('main')
        ? pass(seen({ selector: 'main, [role="main"]' }, `landmarks: ${landmarks.join(', ')}`), observed)
        : fail(absent('a <main> or role="main" landmark'), observed);
    },
  },
  {
    id: 'ACCESS_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'Heading levels skip steps',
    label: 'Headings form a clean outline',
    description:
      'Screen-reader users skim by headings; a jump from H2 to H4 suggests missing content and breaks the outline they navigate by.',
    threshold: 'no heading is more than one level deeper than the heading before it',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Choose heading levels by structure (H1 page, H2 sections, H3 sub-sections), not by font size.',
      'Style headings with CSS classes so the level can stay correct.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% engagement among screen-reader users; small',
    source: 'heuristic',
    run(model) {
      const hs = model.headings;
      if (hs.length < 2) return notApplicable('fewer than two headings');
      for (let i = 1; i < hs.length; i++) {
        if (hs[i].level > hs[i - 1].level + 1) {
          return fail(
            [
              seen(hs[i - 1], `H${hs[i - 1].level} ${hs[i - 1].text}`),
              seen(hs[i], `H${hs[i].level} ${hs[i].text}`),
            ],
            `H${hs[i - 1].level} followed by H${hs[i].level}`,
          );
        }
      }
      return pass(
        firstEvidence(hs, (h) => `H${h.level} ${h.text}`),
        `${hs.length} headings in order`,
      );
    },
  },
  {
    id: 'ACCESS_010',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'A custom tab order sends keyboard focus around the page',
    label: 'Natural keyboard order',
    description:
      'tabindex values above 0 make focus jump out of reading order; keyboard users lose track of where they are in a form or menu.',
    threshold: 'no element has tabindex greater than 0',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove positive tabindex values; use 0 or -1 only.',
      'Order the markup the way it should be read.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% form completion among keyboard users; small',
    source: 'heuristic',
    run(model) {
      const n = model.markup.positiveTabindex;
      const observed = `${n} elements with tabindex > 0 (0 allowed)`;
      return n === 0
        ? pass(absent('elements with tabindex greater than 0'), observed)
        : fail(
            seen(
              { selector: '[tabindex]:not([tabindex="0"]):not([tabindex^="-"])' },
              `${n} elements with tabindex > 0`,
            ),
            observed,
          );
    },
  },
  {
    id: 'ACCESS_011',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'Self-hosted videos have no captions',
    label: 'Videos are captioned',
    description:
      'Deaf visitors, and the majority who watch muted on phones, miss everything a video says without captions.',
    threshold: 'every self-hosted <video> with sound has a captions or subtitles <track>',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <track kind="captions" src="…vtt" srclang="en"> to each video.',
      'Burn key messages into the video as on-screen text as well.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% video engagement; removes a WCAG 1.2.2 failure',
    source: 'heuristic',
    run(model) {
      const videos = model.videos.filter((v) => v.provider === 'html5' && !(v.autoplay && v.muted));
      if (videos.length === 0) return notApplicable('no self-hosted video with sound');
      const bare = videos.filter((v) => !v.hasCaptions);
      const observed = `${videos.length - bare.length} of ${videos.length} videos captioned`;
      return bare.length === 0
        ? pass(
            firstEvidence(videos, (v) => `${v.src} (captions)`),
            observed,
          )
        : fail(
            firstEvidence(bare, (v) => `${v.src} (no captions track)`),
            observed,
          );
    },
  },
  {
    id: 'ACCESS_012',
    pageTypes: 'all',
    languages: ['en', 'de', 'fr'],
    group: 'accessibility',
    dimension: 'trust',
    title: 'No accessibility statement',
    label: 'Accessibility statement published',
    description:
      'An accessibility statement tells disabled buyers the business cares and how to get help; in the EU (European Accessibility Act) and for US public bodies it is expected.',
    threshold: 'a link to an accessibility statement or policy',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Publish an accessibility statement: the standard you target, known gaps and a contact for help.',
      'Link it from the footer of every page.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion; lowers legal risk',
    source: 'heuristic',
    run(model) {
      const policy = model.policies.find((p) => p.kind === 'accessibility');
      if (policy) return pass(seen(policy, policy.text), 'statement linked');
      const link = findLink(model, ACCESSIBILITY_LINK);
      if (link) return pass(seen(link, link.text || link.name), 'statement linked');
      return fail(absent('a link to an accessibility statement'), 'no statement');
    },
  },
  {
    id: 'ACCESS_013',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'friction',
    title: 'Personal-data fields do not declare autocomplete',
    label: 'Personal-data fields autofill',
    description:
      'autocomplete tokens let browsers and assistive tools fill name, email, phone and address; people with motor or memory impairments, and everyone on a phone, type less.',
    threshold: 'every name, email, phone and address field has an autocomplete value other than "off"',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add autocomplete="name", "email", "tel", "street-address", "postal-code" etc. to the matching fields.',
      'Remove autocomplete="off" from personal-data fields.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% form completion; removes a WCAG 1.3.5 failure',
    source: 'heuristic',
    run(model) {
      const personal = model.forms
        .filter((f) => f.purpose !== 'search' && f.purpose !== 'login')
        .flatMap((f) => f.fields)
        .filter(
          (f) =>
            (f.tag !== 'input' || !NON_TEXT_TYPES.has(f.type)) &&
            (f.type === 'email' || f.type === 'tel' || PERSONAL_FIELD.test(`${f.name} ${f.label ?? ''}`)),
        );
      if (personal.length === 0) return notApplicable('the page has no personal-data fields');
      const missing = personal.filter(
        (f) => !f.autocomplete || f.autocomplete.trim().toLowerCase() === 'off',
      );
      const observed = `${personal.length - missing.length} of ${personal.length} personal fields with autocomplete`;
      return missing.length === 0
        ? pass(firstEvidence(personal, fieldQuote), observed)
        : fail(firstEvidence(missing, fieldQuote), observed);
    },
  },
  {
    id: 'ACCESS_014',
    pageTypes: 'all',
    languages: 'any',
    group: 'accessibility',
    dimension: 'performance',
    title: 'A video plays sound on its own',
    label: 'Autoplaying video is muted',
    description:
      'Sound that starts by itself drowns out screen readers and startles visitors in offices and on trains, who close the tab.',
    threshold: 'every autoplaying video is muted',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add muted to autoplaying videos, or stop autoplay.',
      'Offer a visible play/unmute button instead.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% fewer immediate exits on pages with video; removes a WCAG 1.4.2 failure',
    source: 'heuristic',
    run(model) {
      const autoplay = model.videos.filter((v) => v.autoplay);
      if (autoplay.length === 0) return notApplicable('no autoplaying video');
      const loud = autoplay.filter((v) => !v.muted);
      const observed = `${loud.length} of ${autoplay.length} autoplaying videos with sound`;
      return loud.length === 0
        ? pass(
            firstEvidence(autoplay, (v) => `${v.src} (autoplay, muted)`),
            observed,
          )
        : fail(
            firstEvidence(loud, (v) => `${v.src} (autoplay with sound)`),
            observed,
          );
    },
  },
];

export default checks;
