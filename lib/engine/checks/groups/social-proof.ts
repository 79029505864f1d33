import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { excerpt } from '../signals/evidence.js';
import { findAllText, findTextOrPassage as findText, near } from '../signals/text-search.js';
import type { PageModel, Testimonial } from '../../model/page-model.js';
import { CONVERTING, LANDING } from '../scope.js';

const TEXT_RATING =
  /\b([1-5](?:\.\d)?)\s*(?:\/\s*5|out of 5|stars?)\b[^.]{0,40}?\b(\d[\d,]*)\s*(reviews|ratings)\b/i;
const PRESS =
  /\b(as (seen|featured) (in|on)|featured (in|on)|in the (press|news)|press coverage|media coverage)\b/i;
const CUSTOMER_COUNT =
  /\b(trusted by|used by|loved by|join(ed)?|over|more than)?\s*\d[\d,.]*\s*(k|m|million|thousand)?\+?\s+(happy |satisfied |paying |active )?(customers|clients|users|teams|companies|businesses|brands|members|students|downloads|orders|subscribers|patients|families|homeowners|shoppers|organi[sz]ations)\b/i;
const REVIEW_PLATFORM =
  /\b(trustpilot|g2( crowd)?|capterra|google reviews|yelp|feefo|reviews\.io|yotpo|bazaarvoice|tripadvisor|trustradius|sitejabber|judge\.me|okendo|houzz|homeadvisor|angi|avvo|product hunt)\b/i;
const RATED = /\b(reviews?|rated|rating|ratings|stars?|score|excellent)\b/i;
const RATED_SPAN = 60;
const REVIEW_HOST =
  /(trustpilot|g2|capterra|yelp|feefo|reviews\.io|tripadvisor|trustradius|sitejabber|houzz|homeadvisor|avvo|producthunt)\.(com|co\.uk|io)/i;
const MIN_CUSTOMERS = 50;
const CASE_STUDY =
  /\b(case stud(y|ies)|customer stor(y|ies)|success stor(y|ies)|client stor(y|ies)|our work|portfolio|client results)\b/i;
const REVIEW_COUNT = /\b(\d[\d,.]*)\s+(customer |global |verified )?(reviews|ratings|votes)\b/i;
const COUNT_WINDOW = 10;
// A figure with a unit of outcome; star ratings and review dates carry digits but no result.
const CONCRETE_RESULT =
  /\d+(\.\d+)?\s*(%|x\b|times\b|(hours?|hrs?|days?|weeks?|months?|minutes?|mins?|years?|seconds?)\b|k\b|(more |new )?(customers|sales|leads|users|orders|clients|signups|sign-ups|bookings|visitors)\b)|[$€£]\s?\d|\b(doubled|tripled|halved|twice as|x faster)\b/i;

/** The first stated customer count of at least MIN_CUSTOMERS ("1 of 2 users found this helpful" is not one). */
function customerCount(model: PageModel) {
  for (const hit of findAllText(model, CUSTOMER_COUNT)) {
    const m = CUSTOMER_COUNT.exec(hit.text);
    if (!m) continue;
    const n = Number((/\d[\d,.]*/.exec(m[0]) ?? ['0'])[0].replace(/[,.](?=\d{3})/g, ''));
    if (/\b(k|m|million|thousand)\b/i.test(m[0]) || n >= MIN_CUSTOMERS) return hit;
  }
  return null;
}

function withRating(model: PageModel) {
  return model.reviews.find((r) => r.ratingValue !== null);
}

function share(items: Testimonial[], test: (t: Testimonial) => boolean): number {
  return items.filter(test).length / items.length;
}

function ratio(items: Testimonial[], test: (t: Testimonial) => boolean): string {
  return `${items.filter(test).length} of ${items.length} testimonials`;
}

const NO_TESTIMONIALS = 'no testimonials on the page';

const checks: CheckDefinition[] = [
  {
    id: 'SOCIAL_001',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'The page shows no customer testimonials',
    label: 'Customer testimonials are shown',
    description:
      'Visitors believe other customers more than the seller; a testimonial is the most basic form of that proof and its absence leaves every claim unsupported.',
    threshold: 'at least one customer testimonial is on the page',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Ask three recent happy customers for a two-sentence quote about their result.',
      'Show them with name and photo near the main call to action.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% conversion; varies by how unknown the brand is',
    source: 'heuristic',
    run(model) {
      const t = model.testimonials[0];
      return t
        ? pass(seen(t, t.quote), `${model.testimonials.length} testimonial(s)`)
        : fail(absent('a customer testimonial'), '0 testimonials');
    },
  },
  {
    id: 'SOCIAL_002',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'No aggregate star rating is shown',
    label: 'An aggregate star rating is shown',
    description:
      'A star rating with a review count summarises hundreds of opinions in one glance and is what shoppers scan for before reading anything else.',
    threshold: 'an aggregate rating (stars out of a best value) is shown',
    severity: 'medium',
    weight: 3,
    industries: ['ecommerce', 'saas', 'app', 'local', 'course', 'agency', 'event'],
    needs: 'static',
    fixSteps: [
      'Collect reviews with a review platform or your store’s review app.',
      'Show the average rating and the number of reviews near the title and the buy button.',
      'Mark it up as AggregateRating.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% conversion; varies by review volume',
    source: 'Spiegel Research Center, "How Online Reviews Influence Sales" (2017); range heuristic',
    run(model) {
      const r = withRating(model);
      if (r) {
        const count = r.reviewCount ?? r.ratingCount;
        return pass(
          seen(r, `${r.ratingValue}/${r.bestRating}${count !== null ? ` from ${count} reviews` : ''}`),
          `${r.ratingValue}/${r.bestRating}`,
        );
      }
      const hit = findText(model, TEXT_RATING);
      return hit
        ? pass(excerpt(hit, TEXT_RATING), 'rating stated in text')
        : fail(absent('an aggregate star rating with a review count'), 'no rating');
    },
  },
  {
    id: 'SOCIAL_003',
    pageTypes: LANDING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'Fewer than three customer logos are shown',
    label: 'Customer logos are shown',
    description:
      'B2B buyers look for companies like theirs; a strip of recognisable customer logos borrows their credibility in a second.',
    threshold: 'at least 3 customer logos are shown',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'agency', 'app'],
    needs: 'static',
    fixSteps: [
      'Get permission from your best-known customers to show their logos.',
      'Show 4-8 greyscale logos under the hero with a "Trusted by" line.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% demo or trial conversion; varies by logo recognition',
    source: 'heuristic',
    run(model) {
      const logos = model.logos.filter((l) => l.context === 'customer');
      const observed = `${logos.length} customer logo(s) (minimum 3)`;
      if (logos.length >= 3)
        return pass(
          logos.slice(0, 3).map((l) => seen(l, l.name)),
          observed,
        );
      return logos.length > 0
        ? fail(
            logos.map((l) => seen(l, l.name)),
            observed,
          )
        : fail(absent('customer logos ("Trusted by ...")'), observed);
    },
  },
  {
    id: 'SOCIAL_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'No press or media mentions are shown',
    label: 'Press mentions are shown',
    description:
      'Coverage by a known publication is independent validation that visitors weigh more heavily than the brand’s own claims.',
    threshold: 'a press logo, press badge or "as seen in / featured in" mention is present',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Collect the articles, podcasts and reviews that mentioned you.',
      'Add an "As featured in" strip with the outlets’ logos, linked to the pieces.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; varies by outlet recognition',
    source: 'heuristic',
    run(model) {
      const press = model.logos.find((l) => l.context === 'press');
      if (press) return pass(seen(press, press.name), 'press logo');
      const badge = model.badges.find((b) => b.kind === 'press');
      if (badge) return pass(seen(badge, badge.text), 'press badge');
      const hit = findText(model, PRESS);
      return hit
        ? pass(excerpt(hit, PRESS), 'press mention')
        : fail(absent('a press logo or "as seen in" mention'), 'none');
    },
  },
  {
    id: 'SOCIAL_005',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'The page does not say how many customers use it',
    label: 'The number of customers is stated',
    description:
      '"12,000 teams use it" is crowd proof: a number of customers tells visitors that many others already made this choice safely.',
    threshold: `a number of customers, users, orders or members of at least ${MIN_CUSTOMERS} is stated (e.g. "10,000+ customers")`,
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Pick a true, impressive count (customers, orders shipped, teams).',
      'State it as a number near the headline or the call to action, and keep it up to date.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion; an estimate, varies by the size of the number',
    source: 'heuristic',
    run(model) {
      const hit = customerCount(model);
      return hit
        ? pass(excerpt(hit, CUSTOMER_COUNT), 'customer count stated')
        : fail(absent('a count of customers, users or orders'), 'not stated');
    },
  },
  {
    id: 'SOCIAL_006',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'There is no social proof on the first screen',
    label: 'Social proof appears on the first screen',
    description:
      'Most visitors decide whether to keep reading within the first screen; proof placed only at the bottom is never seen by them.',
    threshold:
      'a testimonial, rating, customer logo or customer count sits in the first screen of content (the hero)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Move a rating, a customer count or a logo strip into or just under the hero.',
      'Keep it to one line so it supports, not crowds, the headline and call to action.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion; varies by scroll depth',
    source: 'heuristic',
    run(model) {
      const end = model.hero.end;
      if (end <= 0) return notApplicable('the first screen of content could not be determined');
      const t = model.testimonials.find((x) => x.order < end);
      if (t) return pass(seen(t, t.quote), 'testimonial in hero');
      const r = model.reviews.find((x) => x.order < end && x.ratingValue !== null);
      if (r) return pass(seen(r, `${r.ratingValue}/${r.bestRating}`), 'rating in hero');
      const l = model.logos.find((x) => x.order < end && x.context !== 'brand');
      if (l) return pass(seen(l, l.name), 'logo in hero');
      const hit = customerCount(model);
      if (hit && hit.order < end) return pass(excerpt(hit, CUSTOMER_COUNT), 'customer count in hero');
      return fail(
        absent('a testimonial, rating, customer logo or customer count in the first screen'),
        'none in hero',
      );
    },
  },
  {
    id: 'SOCIAL_007',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'No independent review platform is cited',
    label: 'An independent review platform is cited',
    description:
      'Reviews on the seller’s own site can be curated; a rating on Trustpilot, G2, Google or Yelp is independent and therefore more credible.',
    threshold:
      'the page links to or cites a third-party review platform (Trustpilot, G2, Capterra, Google reviews, Yelp ...)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Claim your profile on the review platform your buyers use.',
      'Embed its rating widget or link to the profile near your testimonials.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-3% conversion; varies by rating and volume',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => REVIEW_HOST.test(l.href));
      if (link) return pass(seen(link, link.text || link.href), 'review platform linked');
      // A platform named in passing ("integrated with Yelp") is not a rating: review words must sit beside it.
      const hit =
        findAllText(model, REVIEW_PLATFORM).find((h) => {
          const m = REVIEW_PLATFORM.exec(h.text)!;
          return RATED.test(
            h.text.slice(Math.max(0, m.index - RATED_SPAN), m.index + m[0].length + RATED_SPAN),
          );
        }) ?? null;
      return hit
        ? pass(excerpt(hit, REVIEW_PLATFORM), 'review platform cited')
        : fail(absent('a link to or mention of a third-party review platform'), 'none');
    },
  },
  {
    id: 'SOCIAL_008',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'No case studies or customer stories are offered',
    label: 'Case studies are offered',
    description:
      'Considered B2B and service purchases need proof of results in a context like the buyer’s; a case study is that proof in depth.',
    threshold: 'a case study, customer story or portfolio is linked or shown',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'Write one case study per main customer segment: problem, what you did, measured result.',
      'Link them from the navigation and beside the main call to action.',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% lead conversion; an estimate for considered purchases',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, CASE_STUDY);
      return hit
        ? pass(excerpt(hit, CASE_STUDY), 'case studies present')
        : fail(absent('a case study, customer story or portfolio'), 'none');
    },
  },
  {
    id: 'SPQ_001',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'Testimonials are anonymous',
    label: 'Testimonials are attributed to named people',
    description:
      'An unnamed quote could have been written by anyone, including the seller; a real name makes it believable.',
    threshold: 'at least 80% of testimonials carry the author’s name',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Ask each customer for permission to show their full name.',
      'Remove quotes you cannot attribute.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const ts = model.testimonials;
      if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
      const named = (t: Testimonial) => !!t.author && t.author.trim().length > 1;
      const observed = `${ratio(ts, named)} named (minimum 80%)`;
      const anon = ts.find((t) => !named(t));
      return share(ts, named) >= 0.8
        ? pass(
            ts
              .filter(named)
              .slice(0, 2)
              .map((t) => seen(t, `${t.author}: ${t.quote}`)),
            observed,
          )
        : fail(seen(anon!, anon!.quote), observed);
    },
  },
  {
    id: 'SPQ_002',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'Testimonials have no photos of the people quoted',
    label: 'Testimonials show the faces of the people quoted',
    description:
      'A face next to a quote makes it feel real and is read before the words; faceless quotes are easy to dismiss as invented.',
    threshold: 'at least half of the testimonials show a photo of the person',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Ask customers for a headshot or use their public profile photo with permission.',
      'Show it beside each quote.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const ts = model.testimonials;
      if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
      const observed = `${ratio(ts, (t) => t.hasPhoto)} with a photo (minimum half)`;
      const without = ts.find((t) => !t.hasPhoto);
      return share(ts, (t) => t.hasPhoto) >= 0.5
        ? pass(
            ts
              .filter((t) => t.hasPhoto)
              .slice(0, 2)
              .map((t) => seen(t, t.quote)),
            observed,
          )
        : fail(seen(without!, without!.quote), observed);
    },
  },
  {
    id: 'SPQ_003',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'Testimonials do not say who the customer is',
    label: 'Testimonials name the customer’s role or company',
    description:
      'A role or company lets visitors judge whether the customer is like them ("Head of Ops at a 50-person agency"), which is what makes proof persuasive.',
    threshold: 'at least half of the testimonials carry a role or a company',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the customer’s job title and company (or town, for consumers) under each name.',
      'Prefer quotes from customers who match your target buyer.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1.5% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const ts = model.testimonials;
      if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
      const who = (t: Testimonial) => !!(t.role || t.company);
      const observed = `${ratio(ts, who)} with role or company (minimum half)`;
      const bare = ts.find((t) => !who(t));
      return share(ts, who) >= 0.5
        ? pass(
            ts
              .filter(who)
              .slice(0, 2)
              .map((t) => seen(t, `${[t.role, t.company].filter(Boolean).join(', ')}: ${t.quote}`)),
            observed,
          )
        : fail(seen(bare!, bare!.quote), observed);
    },
  },
  {
    id: 'SPQ_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'persuasion',
    title: 'No testimonial mentions a concrete result',
    label: 'Testimonials cite concrete results',
    description:
      '"Great service!" persuades nobody; "cut our month-end close from 5 days to 2" shows the outcome a buyer can expect.',
    threshold:
      'at least one testimonial states a measurable result (a figure with %, x, time, money or a count of customers/sales)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Ask customers what changed, in numbers: time saved, revenue, fewer errors.',
      'Lead the testimonial with that result; cut generic praise.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const ts = model.testimonials;
      if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
      const concrete = ts.find((t) => CONCRETE_RESULT.test(t.quote));
      return concrete
        ? pass(seen(concrete, concrete.quote), 'a testimonial cites a result')
        : fail(seen(ts[0], ts[0].quote), `0 of ${ts.length} testimonials cite a result`);
    },
  },
  {
    id: 'SPQ_005',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'social-proof',
    dimension: 'trust',
    title: 'Only one or two testimonials are shown',
    label: 'Several testimonials are shown',
    description:
      'One or two quotes look hand-picked; three or more from different customers read as a pattern rather than an exception.',
    threshold: 'at least 3 testimonials are on the page (when there are any)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add testimonials until you show at least three, from different customer types.',
      'Rotate in fresh ones every quarter.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const ts = model.testimonials;
      if (ts.length === 0) return notApplicable(NO_TESTIMONIALS);
      const ev = ts.slice(0, 3).map((t) => seen(t, t.quote));
      const observed = `${ts.length} testimonial(s) (minimum 3)`;
      return ts.length >= 3 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPQ_006',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'social-proof',
    dimension: 'trust',
    title: 'The star rating rests on too few reviews',
    label: 'The star rating rests on enough reviews',
    description:
      'A 5-star average from three reviews is noise, and shoppers know it; a count of ten or more makes the rating meaningful.',
    threshold: 'the aggregate rating is backed by at least 10 reviews or ratings',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Send a review request email a few days after delivery or onboarding.',
      'Until the count reaches 10, show individual reviews instead of an average.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    source: 'Spiegel Research Center, "How Online Reviews Influence Sales" (2017); range heuristic',
    run(model) {
      const r = withRating(model);
      if (!r) return notApplicable('no aggregate rating on the page');
      let count = Math.max(r.reviewCount ?? 0, r.ratingCount ?? 0);
      if (count === 0) {
        // The count often sits in a sibling element ("1,204 ratings") the review markup does not carry.
        const hit = near(findAllText(model, REVIEW_COUNT), r.order, COUNT_WINDOW)[0];
        const m = hit ? REVIEW_COUNT.exec(hit.text) : null;
        if (m) count = Number(m[1].replace(/[,.]/g, ''));
      }
      const ev = seen(r, `${r.ratingValue}/${r.bestRating} from ${count} reviews`);
      const observed = `${count} reviews (minimum 10)`;
      return count >= 10 ? pass(ev, observed) : fail(ev, observed);
    },
  },
];

export default checks;
