import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { buyButton } from '../signals/ctas.js';
import { hitEvidence } from '../signals/evidence.js';
import { findField } from '../signals/forms.js';
import { isProductPage } from '../signals/page-kinds.js';
import { findText } from '../signals/text-search.js';
import type { Image, PageModel } from '../../model/page-model.js';

const AVAILABILITY =
  /\b(in stock|out of stock|only \d+ left|\d+ (left|available)( in stock)?|available now|sold out|pre-?order|back-?order(ed)?|low stock|available for (pickup|delivery)|currently unavailable|ready to ship)\b/i;
const DELIVERY_TIME =
  /\b(arrives? (by|on|in|within)|get it (by|on|tomorrow)|delivery (by|on|in|within|time|estimate)|delivered (by|in|within)|ships? (in|within|today|tomorrow|next)|usually ships|dispatch(es|ed)? (in|within|today|tomorrow)|order within .{1,20} (for|to get)|next[- ]day delivery|same[- ]day delivery|\d+\s?[-–]\s?\d+ (business |working )?days)\b/i;
const BUNDLE =
  /\b(buy \d+,? (get|save)|bundle (and|&) save|save \d+% (when|on) (you buy|\d+)|multi-?pack|\d+[- ]pack|frequently bought together|volume discount|quantity discount|buy more,? save more|bundle)\b/i;
const SPEC_HEADING =
  /\b(specifications?|specs|tech(nical)? (specs|details|data)|product (details|information|info)|details|dimensions|materials?|ingredients|size (&|and) fit|measurements|care instructions|what'?s in the box|features)\b/i;
const SIZE_FIELD = /\bsize\b/i;
const SIZE_GUIDE =
  /\b(size (guide|chart)|sizing (guide|chart|info)|fit guide|find your size|measurement guide)\b/i;
const OUT_OF_STOCK = /\b(out of stock|sold out|currently unavailable|temporarily unavailable)\b/i;
const STOCK_ALERT =
  /\b(notify me|email me when|back in stock (alert|notification)|alert me|let me know when|join (the )?waitlist|get notified)\b/i;
const QUESTIONS =
  /\b(questions? (&|and) answers?|customer questions|q ?& ?a|ask a question|questions about this product)\b/i;
const CROSS_SELL =
  /\b(you (may|might) also (like|need|love)|customers (who bought|also (bought|viewed|purchased))|related (products|items)|recommended (for you|products|items)|complete the look|pairs well with|similar (items|products)|goes well with|shop the look|also consider)\b/i;

function onProductPage(model: PageModel, run: () => CheckOutcome): CheckOutcome {
  if (!isProductPage(model)) return notApplicable('not a single-product page');
  return run();
}

/**
 * Product photos: main-content images (no logos, pixels or icons), one per file. With a buy
 * button, only those before it count: the gallery sits before or beside the buy box in
 * document order, while thumbnails after it are recommendations of other products.
 */
function productImages(model: PageModel): Image[] {
  const buy = buyButton(model);
  const bySrc = new Map<string, Image>();
  for (const i of model.images) {
    if (i.isLogo || i.isPixel || i.region !== 'main' || (i.width !== null && i.width < 100)) continue;
    if (buy && i.order > buy.order) continue;
    if (!bySrc.has(i.src)) bySrc.set(i.src, i);
  }
  return [...bySrc.values()];
}

function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re, (h) => h.region === 'main' || h.region === 'aside');
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

const PROD = { group: 'product-page', industries: ['ecommerce'], needs: 'static' } as const;

const checks: CheckDefinition[] = [
  {
    ...PROD,
    id: 'PROD_001',
    // The add-to-cart control is itself evidence of a product page, so a product page without one
    // may be classified as a home or other page; there run()'s isProductPage (one schema.org
    // Product, og:type product, product signals) decides.
    pageTypes: ['product_detail', 'home_landing', 'other'],
    languages: ['en'],
    dimension: 'cta',
    title: 'The product page has no add-to-cart button',
    label: 'The product can be added to the cart',
    description:
      'A product page exists to be bought from; without a visible add-to-cart or buy-now control every visit ends without a purchase.',
    threshold: 'a product page shows an add-to-cart, add-to-bag or buy-now control',
    severity: 'critical',
    weight: 5,
    fixSteps: [
      'Show an "Add to cart" button beside the price on every purchasable product',
      'For unavailable products, show the reason and an alternative (back-in-stock alert, similar items)',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate:
      'estimate: recovers 50-100% of the sales this page could make; every purchase starts here',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const buy = buyButton(model);
        if (buy) return pass(seen(buy, buy.text), `${buy.intent} control`);
        return fail(absent('an add-to-cart / buy-now control'), 'no buy control');
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_002',
    pageTypes: ['product_detail'],
    languages: ['en'],
    needs: 'render',
    uses: ['layout'],
    dimension: 'friction',
    title: 'The price sits far from the add-to-cart button',
    label: 'Price and add-to-cart sit together',
    description:
      'Shoppers decide with the price in view; when price and buy button are far apart the buy box reads as two separate things and the decision stalls.',
    threshold: 'on desktop the product price is within 400 px (vertically) of the add-to-cart button',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Group title, price, options and the add-to-cart button in one buy box',
      'Place the price directly above the options and button',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% add-to-cart rate',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const buy = buyButton(model);
        const btnBox = buy?.layout?.desktop?.box;
        if (!buy || !btnBox) return notApplicable('no measured add-to-cart button');
        const priced = model.prices.filter((p) => !p.isCompareAt && p.layout?.desktop?.visible !== false);
        const measured = priced.filter((p) => p.layout?.desktop?.box);
        if (measured.length === 0) return notApplicable('no measured price');
        const nearest = measured.reduce((a, b) =>
          Math.abs(b.layout!.desktop!.box.y - btnBox.y) < Math.abs(a.layout!.desktop!.box.y - btnBox.y)
            ? b
            : a,
        );
        const gap = Math.round(Math.abs(nearest.layout!.desktop!.box.y - btnBox.y));
        const evidence = [seen(nearest, nearest.text), seen(buy, buy.text)];
        const observed = `${gap} px apart (limit 400)`;
        return gap <= 400 ? pass(evidence, observed) : fail(evidence, observed);
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_003',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'clarity',
    title: 'The product page does not say whether it is in stock',
    label: 'Stock status is shown',
    description:
      'Shoppers hesitate when they cannot tell whether the item is available now; an explicit "In stock" removes the doubt (and an honest "Only 3 left" adds urgency).',
    threshold: 'the product page states availability ("In stock", "Only 3 left", "Pre-order", "Sold out")',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Show the stock status next to the price, from live inventory',
      'Say "In stock - ready to ship" rather than nothing when it is available',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% add-to-cart rate',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () =>
        textCheck(model, AVAILABILITY, 'a stock status ("In stock", "Only 3 left")'),
      );
    },
  },
  {
    ...PROD,
    id: 'PROD_004',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'offer',
    title: 'The product page does not say when it will arrive',
    label: 'Delivery time is stated',
    description:
      '"When will I get it?" is one of the last questions before buying; a delivery estimate answers it at the point of decision instead of at checkout.',
    threshold:
      'the product page states a delivery or dispatch time ("Arrives by Friday", "Ships in 1-2 days")',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Show a delivery estimate under the add-to-cart button ("Order in the next 3 h, arrives Thursday")',
      'Compute it from the dispatch cut-off and carrier times',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-5% conversion rate on product pages',
    source: 'Baymard Institute, cart abandonment survey (delivery too slow); range heuristic',
    run(model) {
      return onProductPage(model, () =>
        textCheck(model, DELIVERY_TIME, 'a delivery or dispatch time ("Arrives by", "Ships in 1-2 days")'),
      );
    },
  },
  {
    ...PROD,
    id: 'PROD_005',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'offer',
    title: 'No bundle or multi-buy offer on the product',
    label: 'A bundle or multi-buy offer raises order value',
    description:
      'Bundles and "buy 2, save 10%" offers raise average order value and give shoppers a reason to buy now rather than compare.',
    threshold: 'the product page offers a bundle, multi-pack or quantity discount',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Create a bundle with a complementary product or a 2-3 pack with a visible saving',
      'Show it in the buy box as a selectable option with the saving in money or percent',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% average order value among buyers who take it',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () =>
        textCheck(model, BUNDLE, 'a bundle, multi-pack or quantity discount'),
      );
    },
  },
  {
    ...PROD,
    id: 'PROD_006',
    pageTypes: ['product_detail'],
    languages: 'any',
    dimension: 'clarity',
    title: 'Too few product images',
    label: 'Several product images',
    description:
      'Online shoppers cannot touch the product; several photos (angles, detail, in use, scale) stand in for handling it and are the most-viewed part of a product page.',
    threshold:
      'a product page shows at least 3 distinct product images (before the buy button, when there is one)',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Photograph the product from 3-6 angles, with a close-up of the material and one in use',
      'Show them as a gallery beside the buy box',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +3-10% conversion rate; varies by category',
    source: 'Baymard Institute, product page usability research (product images); range heuristic',
    run(model) {
      return onProductPage(model, () => {
        const imgs = productImages(model);
        const observed = `${imgs.length} product images (need >= 3)`;
        if (imgs.length >= 3)
          return pass(
            imgs.slice(0, 3).map((i) => seen(i, i.alt || i.src)),
            observed,
          );
        if (imgs.length > 0)
          return fail(
            imgs.map((i) => seen(i, i.alt || i.src)),
            observed,
          );
        return fail(absent('product images in the main content'), observed);
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_007',
    pageTypes: ['product_detail'],
    languages: 'any',
    dimension: 'clarity',
    title: 'Product images are too small to inspect',
    label: 'Product images are large enough to zoom',
    description:
      'Shoppers zoom in to check texture, stitching and finish; small images hide exactly the detail that convinces them of quality.',
    threshold: 'at least one product image is >= 800 px wide (declared) or offers a srcset of larger sizes',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Upload product photos at 1600-2000 px on the long side',
      'Serve them with srcset and enable click or hover zoom',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate; more for apparel and furniture',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const imgs = productImages(model);
        if (imgs.length === 0) return notApplicable('no product images to measure');
        const big = imgs.find((i) => i.hasSrcset || (i.width ?? 0) >= 800);
        if (big)
          return pass(
            seen(big, big.alt || big.src),
            big.hasSrcset ? 'srcset offered' : `${big.width} px wide`,
          );
        const sized = imgs.filter((i) => i.width !== null);
        if (sized.length === 0) return notApplicable('no product image declares its width or a srcset');
        const widest = sized.reduce((a, b) => (b.width! > a.width! ? b : a));
        return fail(seen(widest, widest.alt || widest.src), `widest ${widest.width} px (need >= 800)`);
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_008',
    pageTypes: ['product_detail'],
    languages: 'any',
    dimension: 'clarity',
    title: 'The product description is too thin',
    label: 'The product is described in words',
    description:
      'A description that explains what the product is for, how it feels and why it is better answers the questions a shop assistant would; a one-liner leaves them open.',
    threshold: 'the product page has a description paragraph of at least 40 words',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Write 80-200 words: who it is for, the problem it solves, what makes it better, how it feels in use',
      'Put the most important benefit in the first sentence',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% conversion rate; also improves search visibility',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const main = model.textBlocks.filter((b) => b.region === 'main');
        if (main.length === 0) return fail(absent('a product description in the main content'), '0 words');
        const longest = main.reduce((a, b) => (b.words > a.words ? b : a));
        const observed = `longest paragraph ${longest.words} words (need >= 40)`;
        return longest.words >= 40
          ? pass(seen(longest, longest.text), observed)
          : fail(seen(longest, longest.text), observed);
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_009',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'clarity',
    title: 'No specifications or details section',
    label: 'Specifications are listed',
    description:
      'Dimensions, materials and technical details are what careful buyers compare; without them they return the product or do not buy it.',
    threshold: 'the product page has a specifications / details / dimensions / materials section',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Add a "Specifications" section: dimensions, weight, materials, compatibility, what is in the box',
      'Show it as a two-column table or list below the buy box',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion rate and fewer returns',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const hit =
          model.headings.find((h) => SPEC_HEADING.test(h.text)) ??
          findText(model, SPEC_HEADING, (h) => h.region === 'main' && h.text.length <= 40);
        if (hit) return pass(hitEvidence(hit, SPEC_HEADING), 'section found');
        return fail(absent('a specifications / details / dimensions section'), 'not found');
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_010',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'friction',
    title: 'Sizes are offered without a size guide',
    label: 'A size guide helps choose the size',
    description:
      'Choosing the wrong size is the top reason for apparel returns and a top reason to abandon; a size guide next to the size selector removes the guesswork.',
    threshold: 'when the product page asks for a size, it links or shows a size guide / size chart',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Add a "Size guide" link next to the size selector, opening the measurements for this product',
      'Add fit notes ("runs small, size up") where relevant',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-5% conversion rate and fewer size-related returns',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const size = findField(model, SIZE_FIELD);
        if (!size) return notApplicable('no size selector on the page');
        const guide = findText(model, SIZE_GUIDE);
        if (guide) return pass(hitEvidence(guide, SIZE_GUIDE), 'size guide found');
        return fail(
          [seen(size, size.label ?? size.name), absent('a size guide or size chart')],
          'no size guide',
        );
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_011',
    pageTypes: ['product_detail'],
    languages: 'any',
    dimension: 'persuasion',
    title: 'No product video',
    label: 'A video shows the product',
    description:
      'A short video shows the product moving, in use and at scale, which photos cannot; shoppers who watch one buy more often and return less.',
    threshold: 'the product page embeds at least one video',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Film 15-60 seconds of the product in use, showing size and key details',
      'Add it to the image gallery with a poster frame',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% conversion rate among viewers; varies by category',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const v = model.videos[0];
        if (v) return pass(seen(v, `${v.provider} video: ${v.src}`), `${model.videos.length} video(s)`);
        return fail(absent('a product video'), 'no video');
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_012',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'cta',
    title: 'An out-of-stock product offers no back-in-stock alert',
    label: 'Shoppers can ask to be told when it is back',
    description:
      'A sold-out product page still gets traffic; a "notify me" form keeps that demand instead of sending it to a competitor.',
    threshold:
      'when the product is out of stock, the page offers a notify-me / back-in-stock / waitlist option',
    severity: 'medium',
    weight: 2,
    fixSteps: [
      'Replace the disabled add-to-cart with a "Notify me when it is back" email field',
      'Send the alert automatically when stock returns',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: recovers 5-15% of demand for out-of-stock items',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const out = findText(model, OUT_OF_STOCK, (h) => h.region === 'main' || h.region === 'aside');
        if (!out) return notApplicable('the product is not shown as out of stock');
        const alert = findText(model, STOCK_ALERT);
        if (alert)
          return pass([hitEvidence(alert, STOCK_ALERT), hitEvidence(out, OUT_OF_STOCK)], 'alert offered');
        return fail(
          [hitEvidence(out, OUT_OF_STOCK), absent('a notify-me / back-in-stock option')],
          'no alert offered',
        );
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_013',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'persuasion',
    title: 'Shoppers cannot see or ask questions about the product',
    label: 'Product questions and answers are shown',
    description:
      'A questions-and-answers section settles the specific doubts reviews do not cover (fit, compatibility, use) and keeps shoppers from leaving to ask elsewhere.',
    threshold: 'the product page has a questions & answers section or an "Ask a question" option',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Add a Q&A section under the reviews where shoppers can ask and staff or owners answer',
      'Seed it with the questions customer service already gets about this product',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% conversion rate among engaged shoppers',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const hit = findText(model, QUESTIONS);
        if (hit) return pass(hitEvidence(hit, QUESTIONS), 'Q&A found');
        return fail(absent('a questions & answers section or "Ask a question" option'), 'not found');
      });
    },
  },
  {
    ...PROD,
    id: 'PROD_014',
    pageTypes: ['product_detail'],
    languages: ['en'],
    dimension: 'offer',
    title: 'No related or recommended products',
    label: 'Related products keep shoppers browsing',
    description:
      'When this product is not quite right, "You may also like" keeps the shopper in the store; when it is, "Goes well with" raises the order value.',
    threshold: 'the product page shows related / recommended / frequently-bought-together products',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Add a "You may also like" row of 4-8 similar products below the description',
      'Add a "Complete the set" or "Goes well with" row for accessories',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +3-10% revenue per visitor from cross-sells and recovered exits',
    source: 'heuristic',
    run(model) {
      return onProductPage(model, () => {
        const hit = findText(model, CROSS_SELL);
        if (hit) return pass(hitEvidence(hit, CROSS_SELL), 'recommendations found');
        return fail(absent('a related / recommended products section'), 'not found');
      });
    },
  },
];

export default checks;
