import type { CheckDefinition } from '../check.js';
import { absent, fail, fieldQuote, imageQuote, notApplicable, pass, seen } from '../outcome.js';
import { DOCUMENT, firstEvidence, measured } from '../signals/evidence.js';
import { MAPS_HREF } from '../signals/urls.js';
import { percent } from '../signals/words.js';
import { degradedReason } from '../../model/delivery.js';
import type { FormField, Located, PageModel, TapTarget } from '../../model/page-model.js';

const DEVICE_WIDTH = /(?:^|[\s,;])width\s*=\s*device-width\b/i;
const EMAIL_FIELD = /e-?mail/i;
const PHONE_FIELD = /phone|mobile|cell|(?:^|[\W_])tel(?:ephone)?(?:$|[\W_])/i;
const NUMERIC_FIELD =
  /zip|card.?(?:num|no)|cc.?(?:num|no)|cvc|cvv|csc|security.?code|qty|quantity|otp|one.?time.?(?:code|pass)|verification.?code|(?:^|[\W_])pin(?:$|[\W_])/i;
/** Postcodes outside the US hold letters, so a "ZIP / Postal" field must keep the full keyboard. */
const POSTCODE_FIELD = /postal|post.?code/i;
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
const NUMERIC_MODES = new Set(['numeric', 'decimal', 'tel']);

function fieldHints(f: FormField): string {
  return `${f.name} ${f.label ?? ''} ${f.placeholder ?? ''} ${f.autocomplete ?? ''}`;
}

function textFields(model: PageModel): FormField[] {
  return model.forms.flatMap((form) =>
    form.fields.filter((f) => f.tag === 'input' && !NON_TEXT_TYPES.has(f.type)),
  );
}

/** mobile group: whether a phone visitor can read, tap and type without friction. */
const checks: CheckDefinition[] = [
  {
    id: 'MOBILE_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'The page has no mobile viewport, so phones show a shrunken desktop page',
    label: 'Mobile viewport set',
    description:
      'Without width=device-width phones render the page at desktop width and zoom out; text becomes unreadable and visitors pinch or leave.',
    threshold: 'a <meta name="viewport"> with width=device-width',
    severity: 'critical',
    weight: 5,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the <head>.',
      'Check the layout at 360-414 px wide and fix elements with fixed widths.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate:
      'estimate: +10-30% mobile conversion on a page that was not mobile-ready; varies by mobile share',
    source: 'heuristic',
    run(model) {
      const vp = model.meta.viewport?.trim();
      if (!vp) return fail(absent('a <meta name="viewport">'), 'no viewport tag');
      const ev = seen(DOCUMENT.viewport, vp);
      return DEVICE_WIDTH.test(vp) ? pass(ev, 'width=device-width') : fail(ev, 'no width=device-width');
    },
  },
  {
    id: 'MOBILE_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'The page scrolls sideways on a phone',
    label: 'No sideways scrolling on mobile',
    description:
      'Content wider than the screen makes the page wobble sideways and hides the edges of text and buttons; it reads as a broken site.',
    threshold: 'at most 4 px of horizontal overflow at the mobile viewport',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Find the element wider than the screen (fixed widths, wide tables, images without max-width).',
      'Give images and embeds max-width: 100% and let tables scroll inside a wrapper.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% mobile conversion; varies by how much is cut off',
    source: 'heuristic',
    run(model) {
      const mobile = model.render?.mobile;
      if (!mobile) return notApplicable('no mobile render');
      const px = Math.round(mobile.horizontalOverflowPx);
      const observed = `${px} px overflow at ${mobile.width} px wide (at most 4)`;
      const ev = measured(`document ${mobile.width + px} px wide on a ${mobile.width} px screen`);
      return px <= 4 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'MOBILE_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'Body text is too small to read on a phone',
    label: 'Readable body text on mobile',
    description:
      'Body copy under 16 px on a phone forces zooming; visitors who have to zoom skim less and convert less.',
    threshold: 'median body text is at least 16 px at the mobile viewport',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Set the base font size to 16 px or more on small screens.',
      'Keep line height around 1.5 for body text.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% mobile engagement; varies',
    source: 'heuristic',
    run(model) {
      const size = model.render?.mobile.bodyFontSizePx;
      if (size === null || size === undefined) return notApplicable('body font size was not measured');
      const observed = `${size} px (minimum 16)`;
      const block =
        model.textBlocks.find((b) => b.layout?.mobile?.fontSizePx === size) ?? model.textBlocks[0];
      const ev = block ? seen(block, block.text) : measured(`body text ${size} px`);
      return size >= 16 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'MOBILE_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'Much of the text on mobile is fine print',
    label: 'Little fine print on mobile',
    description:
      'Text under 12 px on a phone is unreadable without zooming; when it carries prices, terms or reassurance, the visitor misses exactly what would convince them.',
    threshold: 'at most 10% of visible text below 12 px at the mobile viewport',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Raise captions, footnotes and labels to at least 12 px (14 px preferred) on small screens.',
      'Check prices, guarantees and form hints first.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% mobile conversion; varies',
    source: 'heuristic',
    run(model) {
      const mobile = model.render?.mobile;
      if (!mobile) return notApplicable('no mobile render');
      const share = Math.round(mobile.smallTextShare * 100);
      const observed = `${share}% of text below 12 px (at most 10%)`;
      const small = model.textBlocks.filter((b) => (b.layout?.mobile?.fontSizePx ?? 99) < 12);
      const ev =
        small.length > 0 ? firstEvidence(small, (b) => b.text, 2) : [measured(`${share}% small text`)];
      return share <= 10 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'MOBILE_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'Many links and buttons are too small or too cramped to tap',
    label: 'Tap targets are easy to hit',
    description:
      'Targets smaller than a fingertip and packed together cause mis-taps; every wrong tap is a moment of frustration on the way to converting.',
    threshold:
      'at least 90% of tap targets meet WCAG 2.5.8: 24 × 24 CSS px, or spaced so a 24 px circle around each clears its neighbours',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Give links and buttons padding so each is at least 24 px (ideally 44 px) high.',
      'Add space between adjacent small links (menus, footers, pagination) or stack them vertically on mobile.',
      'Start with navigation, form controls and the main call to action.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% mobile click-through; varies',
    source: 'Nielsen Norman Group, touch target size; range heuristic',
    run(model) {
      const targets = model.render?.tapTargets ?? [];
      if (targets.length === 0) return notApplicable('no tap targets were measured');
      // WCAG 2.5.8 spacing exception: an undersized target is fine when its 24 px circle clears the next target.
      const bad = targets.filter((t) => {
        const side = Math.min(t.width, t.height);
        return side < 24 && t.spacingPx !== null && t.spacingPx < 24 - side;
      });
      const okShare = 100 - percent(bad.length, targets.length);
      const observed = `${okShare}% of ${targets.length} targets meet 24 px size or spacing (minimum 90%)`;
      const describe = (t: TapTarget) => ({
        quote: `${t.text || '(no text)'} (${Math.round(t.width)} × ${Math.round(t.height)} px, ${t.spacingPx ?? '–'} px from the next)`,
        selector: t.selector,
      });
      return okShare >= 90
        ? pass(targets.slice(0, 2).map(describe), observed)
        : fail(bad.slice(0, 3).map(describe), observed);
    },
  },
  {
    id: 'MOBILE_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'cta',
    title: 'A local business hides its tap-to-call below the first mobile screen',
    label: 'Tap-to-call on the first mobile screen',
    description:
      'For plumbers, clinics, lawyers and restaurants the phone call is the conversion; on a phone it should be one tap away the moment the page opens.',
    threshold:
      'a local or service business page that shows a phone number has a tel: link visible in the first mobile screen',
    severity: 'high',
    weight: 4,
    industries: ['local', 'agency'],
    // a phone number without any tel: link is a markup fact; only placing a tel: link needs the render
    needs: 'static',
    fixSteps: [
      'Put the phone number as a tel: link (or a "Call now" button) in the mobile header.',
      'Keep it visible when the menu is collapsed.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +10-30% mobile calls for call-driven businesses; varies',
    source: 'heuristic',
    run(model) {
      const tels = model.links.filter((l) => l.kind === 'tel');
      const phone = model.contacts.find((c) => c.kind === 'phone');
      if (tels.length === 0 && !phone) return notApplicable('the page shows no phone number');
      if (tels.length === 0) {
        return fail(
          [seen(phone!, phone!.value), absent('a tel: link on the first mobile screen')],
          'phone shown without tel: link',
        );
      }
      // where the tel: link sits on the phone's first screen is the render's to say
      if (!model.render) {
        return notApplicable(
          `needs a rendered page to place the tel: link on the first mobile screen; this scan ran in static mode${model.staticReason ? ` (${model.staticReason})` : ''}`,
        );
      }
      const degraded = degradedReason(model.delivery);
      if (degraded) return notApplicable(degraded);
      const top = tels.find((l) => l.layout?.mobile?.visible && l.layout.mobile.aboveFold);
      if (top) return pass(seen(top, top.text || top.name), 'tel: link in the first mobile screen');
      const first = tels[0];
      const y = first.layout?.mobile?.box.y;
      return fail(
        seen(first, first.text || first.name),
        y !== undefined
          ? `first tel: link at ${Math.round(y)} px on mobile`
          : 'tel: link not on the first mobile screen',
      );
    },
  },
  {
    id: 'MOBILE_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'cta',
    title: 'The phone number cannot be tapped to call',
    label: 'Phone number is tap-to-call',
    description:
      'On a phone, a number that is plain text must be memorised or copied; a tel: link turns interest into a call in one tap.',
    threshold: 'a page that shows a phone number links it with tel:',
    severity: 'high',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Wrap every displayed phone number in <a href="tel:+15551234567">.',
      'Use the international format in the href so it works from any country.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% phone leads from mobile; for businesses that take calls',
    source: 'heuristic',
    run(model) {
      const phone = model.contacts.find((c) => c.kind === 'phone');
      const tel = model.links.find((l) => l.kind === 'tel');
      if (tel) return pass(seen(tel, tel.text || tel.name), 'tel: link present');
      if (!phone) return notApplicable('the page shows no phone number');
      return fail([seen(phone, phone.value), absent('a tel: link')], 'phone shown as plain text');
    },
  },
  {
    id: 'MOBILE_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'friction',
    title: 'Email and phone fields bring up the wrong keyboard on mobile',
    label: 'Email and phone fields use the right keyboard',
    description:
      'type="email" shows the @ key and type="tel" the number pad; a plain text field makes phone visitors hunt for symbols and mistype.',
    threshold: 'every email field has type="email" and every phone field type="tel"',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: ['Set type="email" on email inputs.', 'Set type="tel" on phone inputs.'],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% mobile form completion; varies',
    source: 'Baymard Institute, mobile checkout usability research (touch keyboard layouts); range heuristic',
    run(model) {
      const wrong: FormField[] = [];
      const right: FormField[] = [];
      for (const f of textFields(model)) {
        const hints = fieldHints(f);
        const expected =
          f.type === 'email' || EMAIL_FIELD.test(hints)
            ? 'email'
            : PHONE_FIELD.test(hints) || f.type === 'tel'
              ? 'tel'
              : null;
        if (!expected) continue;
        (f.type === expected ? right : wrong).push(f);
      }
      const total = wrong.length + right.length;
      if (total === 0) return notApplicable('the page has no email or phone field');
      const observed = `${right.length} of ${total} email/phone fields typed correctly`;
      return wrong.length === 0
        ? pass(firstEvidence(right, fieldQuote), observed)
        : fail(firstEvidence(wrong, fieldQuote), observed);
    },
  },
  {
    id: 'MOBILE_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'friction',
    title: 'Number-only fields open the full keyboard on mobile',
    label: 'Number fields open the number pad',
    description:
      'Card numbers, security codes, quantities, ZIP codes and one-time codes are digits; showing the number pad halves the taps and the typos.',
    threshold:
      'every number-only field (card, CVC, quantity, ZIP, one-time code) has inputmode="numeric" or type number/tel',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add inputmode="numeric" to card number, security code, ZIP and one-time-code inputs.',
      'Use type="number" only for quantities; keep card numbers as type="text" with inputmode="numeric".',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% mobile form completion; larger on checkout forms',
    source: 'Baymard Institute, mobile checkout usability research (touch keyboard layouts); range heuristic',
    run(model) {
      const numeric = textFields(model).filter((f) => {
        const hints = fieldHints(f);
        return NUMERIC_FIELD.test(hints) && !POSTCODE_FIELD.test(hints);
      });
      if (numeric.length === 0) return notApplicable('the page has no number-only field');
      const wrong = numeric.filter(
        (f) => f.type !== 'number' && f.type !== 'tel' && !NUMERIC_MODES.has(f.inputMode ?? ''),
      );
      const observed = `${numeric.length - wrong.length} of ${numeric.length} number fields open the number pad`;
      return wrong.length === 0
        ? pass(firstEvidence(numeric, fieldQuote), observed)
        : fail(firstEvidence(wrong, fieldQuote), observed);
    },
  },
  {
    id: 'MOBILE_010',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'friction',
    title: 'Form fields make iPhones zoom in when tapped',
    label: 'Form fields do not trigger zoom',
    description:
      'iOS Safari zooms into any field with text smaller than 16 px; the form jumps, the submit button leaves the screen and the visitor must zoom back out.',
    threshold: 'every form field has a font size of at least 16 px at the mobile viewport',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Set font-size: 16px (or more) on input, select and textarea on small screens.',
      'Do not disable zoom to hide the jump; fix the font size instead.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% mobile form completion; varies',
    source: 'heuristic',
    run(model) {
      const measuredFields = model.forms
        .flatMap((f) => f.fields)
        .filter((f) => f.layout?.mobile?.visible && f.layout.mobile.fontSizePx !== undefined);
      if (measuredFields.length === 0) return notApplicable('no visible form field was measured on mobile');
      const small = measuredFields.filter((f) => (f.layout?.mobile?.fontSizePx ?? 16) < 16);
      const observed = `${small.length} of ${measuredFields.length} fields below 16 px`;
      const text = (f: FormField) =>
        `${f.label ?? f.placeholder ?? f.name}: ${f.layout?.mobile?.fontSizePx} px`;
      return small.length === 0
        ? pass(firstEvidence(measuredFields, text), observed)
        : fail(firstEvidence(small, text), observed);
    },
  },
  {
    id: 'MOBILE_011',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'Phones download desktop-size images',
    label: 'Images come in phone sizes',
    description:
      'Without srcset every phone downloads the largest image; on mobile data that delays the page visitors are waiting to act on.',
    threshold:
      'at least half of the large raster images (≥ 300 px wide, or of unknown size in the main content) offer srcset',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Serve each large image in several widths with srcset and sizes.',
      'Let the CMS or image CDN generate the widths (e.g. 480, 800, 1200 px).',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: 20-60% fewer image bytes on phones; +0-2% mobile conversion',
    source: 'heuristic',
    run(model) {
      const large = model.images.filter((img) => {
        if (img.isPixel || img.isLogo || img.format === 'svg') return false;
        const width = img.width ?? img.layout?.desktop?.box.width ?? null;
        // Undeclared sizes count only in the main content, where photos live (menus hold icons).
        return width === null ? img.region === 'main' : width >= 300;
      });
      if (large.length === 0) return notApplicable('the page has no large raster image');
      const responsive = large.filter((img) => img.hasSrcset);
      const share = percent(responsive.length, large.length);
      const observed = `${responsive.length} of ${large.length} large images with srcset (${share}%, minimum 50%)`;
      return share >= 50
        ? pass(firstEvidence(responsive, imageQuote), observed)
        : fail(
            firstEvidence(
              large.filter((i) => !i.hasSrcset),
              imageQuote,
            ),
            observed,
          );
    },
  },
  {
    id: 'MOBILE_012',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'performance',
    title: 'Content shown on desktop is hidden on mobile',
    label: 'Mobile shows the same content as desktop',
    description:
      'When headings, prices or buttons are hidden on small screens, phone visitors (often the majority) never see part of the pitch, and Google indexes the mobile version only.',
    threshold:
      'at most 10% of the main-content headings, prices and calls to action visible on desktop are hidden on mobile (menus excepted)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Find the elements hidden by mobile media queries (display: none) and show them in a mobile-friendly form.',
      'Shorten or stack content instead of removing it; collapse long sections into accordions.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% mobile conversion when the hidden part carries proof or price; varies',
    source: 'heuristic',
    run(model) {
      const items: (Located & { text: string })[] = [
        ...model.headings,
        ...model.prices,
        ...model.ctas,
      ].filter(
        (el) =>
          el.region !== 'nav' && el.region !== 'header' && el.layout?.desktop?.visible && el.layout.mobile,
      );
      if (items.length === 0) return notApplicable('no element was measured at both viewports');
      const hidden = items.filter((el) => !el.layout?.mobile?.visible);
      const share = percent(hidden.length, items.length);
      const observed = `${hidden.length} of ${items.length} key elements hidden on mobile (${share}%, at most 10%)`;
      return share <= 10
        ? pass(
            firstEvidence(items, (el) => el.text),
            observed,
          )
        : fail(
            firstEvidence(hidden, (el) => `${el.text} (hidden on mobile)`),
            observed,
          );
    },
  },
  {
    id: 'MOBILE_013',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'cta',
    title: 'The main button is too small for a thumb on mobile',
    label: 'Main button is thumb-sized on mobile',
    description:
      'The one tap that matters most should be the easiest; a main button under 44 px high is easy to miss with a thumb.',
    threshold: 'the primary call to action is at least 44 px high at the mobile viewport',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Give the primary button at least 44 px height on small screens (padding, not font size).',
      'Consider making it full width on phones.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% mobile click-through on the main action; varies',
    source: 'Nielsen Norman Group, touch target size; range heuristic',
    run(model) {
      const cta = model.ctas.find((c) => c.role === 'primary') ?? model.hero.cta;
      const box = cta?.layout?.mobile;
      if (!cta || !box?.visible) return notApplicable('no primary call to action measured on mobile');
      const h = Math.round(box.box.height);
      const observed = `${h} × ${Math.round(box.box.width)} px (minimum 44 px high)`;
      const ev = seen(cta, cta.text);
      return h >= 44 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'MOBILE_014',
    pageTypes: 'all',
    languages: 'any',
    group: 'mobile',
    dimension: 'friction',
    title: 'The address does not open in a maps app',
    label: 'Address opens directions',
    description:
      'A visitor on the way wants directions, not an address to retype; a maps link turns a listed address into a visit.',
    threshold:
      'a page that shows a street address links to a maps service (Google, Apple, Bing, Waze, OpenStreetMap)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Link the address to https://www.google.com/maps/search/?api=1&query=<address> (or Apple Maps).',
      'Add a "Get directions" link next to it.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +2-10% store or office visits from mobile; for businesses with premises',
    source: 'heuristic',
    run(model) {
      const address = model.contacts.find((c) => c.kind === 'address');
      if (!address) return notApplicable('the page shows no street address');
      const maps = model.links.find((l) => MAPS_HREF.test(l.href));
      if (maps)
        return pass([seen(address, address.value), seen(maps, maps.text || maps.name)], 'maps link present');
      return fail(
        [seen(address, address.value), absent('a link to a maps service')],
        'address without maps link',
      );
    },
  },
];

export default checks;
