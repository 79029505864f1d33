/**
 * From the experts' free-text problems (`expert_top_problems` in ../shared/LABELS.md) to the checks
 * that address them, so the eval can ask whether the problem an expert names first is among the
 * audit's first findings.
 *
 * A topic is a kind of problem conversion reviews keep naming (placeholder text, no main call to
 * action, no price, a phone number that cannot be tapped...): patterns that recognise it in a
 * problem's wording, and the checks (ids, or id prefixes ending in `_` for a whole family) whose
 * failure is that problem or its direct cause. A problem text belongs to every topic one of whose
 * patterns it matches; a finding addresses it when one of the finding's `check_ids` belongs to one
 * of those topics. A problem that matches no topic is "unmapped": it is counted apart and listed
 * in the report, never scored as a hit or a miss.
 *
 * The table is general: it names kinds of problems and the catalogue's checks, never a page. The
 * patterns look for the problem, not the subject: "no testimonials" or "thin social proof" is a
 * social-proof problem, a page "after eight persuasive testimonials" is not. Limits are in
 * docs/accuracy.md ("Experts' first problem").
 */

export interface ProblemTopic {
  id: string;
  /** What the topic covers, for the docs and the report. */
  about: string;
  /** Any one of them marks a problem text as this topic (matched on lower-cased text). */
  patterns: readonly RegExp[];
  /** Check ids, or prefixes ending in `_` (every check of that id family). */
  checks: readonly string[];
}

/** No, zero, missing...: the words an expert uses for something absent or weak. */
const LACK = String.raw`(?:no|zero|without|lacks?|lacking|missing|absent|never|nothing|thin|weak|little|fake|implausible|not credible|unverifiable|unsupported|anonymous|almost no|only)`;
/** Up to this many characters of the same clause between a cue and its subject. */
const GAP = String.raw`[^.;:!?]{0,60}?`;

export const PROBLEM_TOPICS: readonly ProblemTopic[] = [
  {
    id: 'placeholder',
    about: 'placeholder or template text left on the page (lorem ipsum, "Product Name", template leftovers)',
    patterns: [
      /lorem ipsum|placeholder text|\bfiller\b|dummy ?image|dummyimage|template (?:leftovers?|filler|boilerplate)|(?:unfilled|unedited|unfinished) template|leftovers remain|'product name'|your (?:website|company name)/,
      /(?:theme|template)(?:'s)? (?:credit|author|demo)|demo (?:menu|items?|content|entries)|sample (?:items|content|menu)|(?:placeholder|fake|template) (?:phone|numbers?|address|email|contact details)/,
    ],
    checks: ['TRUST_011', 'UNIV_002', 'TRUST_016', 'TRUST_017'],
  },
  {
    id: 'main_action',
    about: 'no, hidden or buried main call to action (no button, only a text link, only at the bottom)',
    patterns: [
      new RegExp(
        String.raw`\b(?:no|never an?|without an?|lacks an?)\s(?:'[^']*'\s|\w+\s){0,3}?(?:calls? to action|cta|conversion action|button|next step|buy ?box|add[- ]to[- ]cart|download button)s?\b`,
      ),
      /never asks|asks? (?:for )?nothing|get no [^.;:]{0,30}path|nothing (?:(?:in or after|on the page) [^.;]{0,40})?asks|has no button|no (?:clear |clickable |prominent |obvious )?(?:primary )?path/,
      /\b(?:call to action|cta|ask|button|offer|action|conversion)s?\b[^.;:]{0,90}\b(?:buried|hidden|below the fold|at the very (?:bottom|end)|only at the (?:very )?(?:bottom|end)|sits? only|pushed below|plain (?:text|link)|text link|not a button|looks? like (?:the other|every other|an ordinary))/,
      /(?:small|tiny|plain) '[^']+' (?:text |menu |navbar |nav |header )?(?:link|button)/,
      /\bonly\b[^.;:]{0,60}\b(?:text link|menu (?:link|item|tab)|plain link|small [^.;:]{0,20}link)/,
      /\b(?:plain|small|tiny|passive)\b[^.;:]{0,30}\b(?:text )?link\b[^.;:]{0,40}(?:book|subscri|buy|download|estimate|quote|contact|sign)/,
      // the ask named first: "the demo request ... is a small text link"
      /\b(?:book|subscri|buy|download|estimate|quote|contact|sign|demo|trial|enrol|regist|donat|apply)[^.;:]{0,60}\b(?:is|are|sits?) (?:only )?(?:as )?an? (?:small|tiny|plain|passive) (?:text |menu |utility )?link/,
    ],
    checks: [
      'CTA_001',
      'CTA_015',
      'CTA_005',
      'CTA_006',
      'CTA_011',
      'CTA_013',
      'CTA_014',
      'HERO_006',
      'NARR_003',
      'NARR_008',
      'MOBILE_013',
      'PROD_001',
      'SAAS_009',
      'EMAIL_007',
    ],
  },
  {
    id: 'action_wording',
    about:
      'a main action with a generic or wrong label ("Submit", "Learn more", an ask the site does not exist for)',
    patterns: [
      /generic (?:'|label|button)|'submit'|'click here'|'learn more'|'choose plan'|wrong (?:ask|goal|thing)|(?:button|cta)[^.;:]{0,30}\b(?:says|reads|labelled)\b/,
    ],
    checks: ['CTA_002', 'CTA_004', 'CTA_008', 'CTA_010', 'EMAIL_006', 'SEO_012'],
  },
  {
    id: 'competing_actions',
    about: 'actions, links, ads or apps that compete with the main one or pull visitors away',
    patterns: [
      /compet(?:e|es|ing)\b|dominated by|off-site|send(?:s)? (?:visitors|prospects|buyers|customers|traffic) (?:off|away|to (?:the |an? )?(?:external|other|another|third-party|consumer|partner)\b[^.;:]{0,30}(?:site|store|shop|platform))|splits? (?:the visitor's |their )?attention|dilutes?|distract|pull(?:s|ing)? [^.;:]{0,40}(?:away|towards)|too many (?:links|choices|buttons|actions)|(?:a dozen|several|multiple|five|six|seven) (?:separate |identical |same-styled |equal )?(?:'[^']+' )?(?:apps|links|buttons|tiles|'?learn more'? links)/,
    ],
    checks: ['CTA_009', 'HERO_008', 'HERO_010', 'NAV_002', 'NAV_010', 'NAV_012', 'CHECK_008', 'CONV_010'],
  },
  {
    id: 'tap_to_call',
    about: 'a phone number, often the main ask, that cannot be tapped to call',
    patterns: [/\btel:|tap[- ]to[- ]call|tap to call|cannot tap|non-tappable|not tappable/],
    checks: ['MOBILE_007', 'MOBILE_006'],
  },
  {
    id: 'mobile',
    about: 'no mobile viewport, a fixed-width desktop page on phones, zoom blocked',
    patterns: [
      /viewport|shrunken desktop|hidden on (?:phones|mobile)|zoomed-out|not mobile[- ](?:ready|friendly)|fixed[- ]width|fixed desktop|zoom (?:is )?(?:disabled|blocked)|user-scalable|maximum-scale|pinch/,
    ],
    checks: ['MOBILE_001', 'MOBILE_002', 'MOBILE_003', 'MOBILE_005', 'MOBILE_012', 'ACCESS_006'],
  },
  {
    id: 'value_proposition',
    about:
      'no headline, or one that does not say what is offered, to whom, or why (greeting, brand name, vague)',
    patterns: [
      /headline|value proposition|positioning|message is split|hero (?:message|copy|heading)|\bhero\b(?: '[^']*')?[^.;:]{0,40}\bsays (?:nothing|little)|big heading|for whom|who it is for|what kind of|never (?:says|explains|names|tells) what (?:the |this )?(?:\w+ )?(?:product|studio|business|store|company|app|tool|site|service|it)\b|cannot tell what|what (?:the |this )?(?:\w+ )?(?:product|studio|business|store|company|app|tool|site)\b[^.;:]{0,30}\b(?:does|builds|sells|offers|is)\b|never (?:explained|named)|brand name|legal name|greeting|keyword (?:string|list)|not a (?:benefit|customer outcome)|generic superlative|no (?:concrete )?(?:benefit|outcome)/,
    ],
    checks: [
      'HERO_001',
      'HERO_002',
      'HERO_003',
      'HERO_004',
      'HERO_005',
      'HERO_011',
      'HERO_012',
      'MSG_001',
      'MSG_002',
      'MSG_006',
      'MSG_010',
      'DIFF_005',
      'DIFF_006',
      'SPEC_001',
      'SPEC_008',
    ],
  },
  {
    id: 'price_missing',
    about: 'no price, starting price or cost where buyers need one to decide',
    patterns: [
      new RegExp(
        String.raw`\b(?:no|gives no|shows no|without an?y?|never (?:shows|states|gives)?)\s(?:\w+\s){0,2}?(?:price|prices|pricing|starting price|cost|fee information|'from \$x'|rates|room rates)\b`,
      ),
      /\bprices?\b[^.;:]{0,30}\b(?:not|never) (?:shown|stated|given|visible)|what (?:paid plans|it|they) costs?|(?:rates|pricing|prices) (?:are |is )?(?:only )?(?:behind|a nav link|only a)|nothing says whether [^.;:]{0,30}free|'?pricing'? (?:nav )?(?:link )?points? to a [^.;:]{0,30}(?:does not exist|non-existent)/,
    ],
    checks: ['OFFER_001', 'OFFER_010', 'SPEC_009', 'OFC_005'],
  },
  {
    id: 'price_unclear',
    about: 'prices or plans that are confusing, broken or say nothing about what is bought',
    patterns: [
      /(?:pricing|prices?|plans?|offer) (?:is |are )?(?:hard to read|unusable|confusing|unclear|sloppy|overlapping)|real price|\$0\.00|plan (?:features|contents)|feature lists?|what they buy|£x|billing|was \$[\d.]+ now/,
      /identical on every (?:tier|plan)|same features|(?:tiers|plans) (?:are |look )?(?:identical|the same|undifferentiated)|not differentiated|undifferentiated/,
    ],
    checks: [
      'OFFER_013',
      'OFFER_003',
      'OFFER_004',
      'OFFER_008',
      'OFFER_012',
      'OFC_004',
      'OFC_005',
      'OFC_006',
      'OFC_008',
      'OFC_010',
      'PSY_007',
      'OBJ_006',
      'CHECK_011',
    ],
  },
  {
    id: 'free_first_step',
    about:
      'no free or low-commitment first step (trial, free plan, consultation, estimate, offer for newcomers)',
    patterns: [
      /(?:no|without|not)\b[^.;:]{0,40}\bfree (?:\w+ )?(?:trial|plan|first step|consultation|estimate|quote|preview)|free first step|no offer|new-patient offer|low-commitment|lead magnet|what the visitor gets|offer is not made|offer is vague|whether it is a trial/,
    ],
    checks: [
      'OFFER_006',
      'SERV_004',
      'SERV_010',
      'PSY_005',
      'PSY_010',
      'CONV_002',
      'OFC_002',
      'OFC_003',
      'SAAS_003',
    ],
  },
  {
    id: 'social_proof',
    about:
      'no, thin or unconvincing social proof (testimonials, reviews, ratings, customer logos, case studies)',
    patterns: [
      new RegExp(
        String.raw`\b${LACK}\b${GAP}\b(?:social proof|testimonials?|reviews?|ratings?|customer (?:quotes|logos|voice|stories|results|outcomes)|case (?:study|studies|results)|user counts?|usage numbers|student or alumni stories|proof)\b`,
      ),
      /\b(?:social proof|testimonials?|reviews?)\b[^.;:]{0,80}\b(?:thin|weak|fake|implausible|not credible|lose credibility|anonymous|hidden|collapsed|off-message|about other|at the very bottom|unlabelled|filler)\b/,
      /no reviews yet|zero reviews|0 reviews|\(based on 0|negative social proof|\btestimonials?\b[^.;:]{0,60}\b(?:pushed|buried|hidden) (?:below|under|down)/,
    ],
    checks: ['SOCIAL_', 'SPQ_'],
  },
  {
    id: 'risk_reversal',
    about: 'no guarantee, returns, refund, cancellation or security reassurance where money changes hands',
    patterns: [
      /guarantee|risk[- ]reversal|refund|\breturns?\b|money-back|cancel anytime|'cancel anytime'|reassurance|authenticity|zero trust|trust signals|security note/,
    ],
    checks: ['OBJ_004', 'OBJ_005', 'OBJ_006', 'OBJ_010', 'ECOM_002', 'CTA_012', 'CHECK_009', 'PSY_008'],
  },
  {
    id: 'shipping',
    about: 'shipping cost, free-shipping threshold or delivery time not stated',
    patterns: [/shipping|delivery (?:time|cost|charge|info)/],
    checks: ['ECOM_001', 'ECOM_009', 'ECOM_012', 'PROD_004', 'OBJ_010', 'CHECK_011'],
  },
  {
    id: 'contact',
    about: 'no contact route, or contact details that are passive, broken or contradictory',
    patterns: [
      /\bno (?:\w+ )?(?:phone|email|contact|enquiry|inquiry)\b|contact (?:details|route|form|path|ask)|enquiry (?:or [\w-]+ )?form|no way to (?:contact|reach|talk)|talk to (?:the|our|a)|pre-sales|(?:phone|numbers?|emails?)\b[^.;:]{0,40}\b(?:misspel\w*|wrong|dead|inconsistent|contradict\w*|fake|broken)|misspel\w* [^.;:]{0,30}(?:email|domain|address)|dead domain/,
    ],
    checks: [
      'TRUST_004',
      'TRUST_005',
      'TRUST_006',
      'TRUST_012',
      'TRUST_019',
      'UNIV_005',
      'CONV_004',
      'CONV_007',
      'CONV_008',
      'CONV_009',
      'TRUST_017',
    ],
  },
  {
    id: 'dead_links',
    about: 'links, buttons and forms that lead nowhere (href="#", empty href, a form without an action)',
    patterns: [
      /dead (?:ends?|links?|buttons?|'#')|(?:is|are) dead\b|empty href|href|'#!?'|lead(?:s)? nowhere|go(?:es)? nowhere|wired to nothing|unlinked|broken (?:link|path|conversion path)|conversion path is broken|non-existent|does not exist|has no action|no action\b|cannot work|unrendered/,
    ],
    checks: ['NAV_009', 'ACCESS_004', 'SEO_013', 'CTA_001', 'CTA_015'],
  },
  {
    id: 'product_imagery',
    about: 'the product is not shown, or shown in one small or placeholder image',
    patterns: [
      /(?:a single|single|only one|one|only two) (?:\w+ ){0,2}(?:image|photo|packshot|shot|still photo)|packshot|(?:no|never shows the|without) (?:real |visible )?(?:\w+ )?(?:screenshot|photos?|product images?|visuals|ui image|dashboard image|video)|(?:no|without)\b[^.;:]{0,40}\bscreenshot|never shows the product|product is never shown|no visuals|almost no visuals|placeholder (?:image|photo)|alternate views/,
    ],
    checks: ['PROD_006', 'PROD_007', 'PAGE_008', 'SAAS_004', 'HERO_007', 'PROD_011'],
  },
  {
    id: 'email_capture',
    about: 'no or weak newsletter / email signup, or one that does not say what subscribers get',
    patterns: [/newsletter|email (?:capture|sign-?up|list)|sign-?up form|subscri(?:be|ption)/],
    checks: ['EMAIL_', 'CONV_002'],
  },
  {
    id: 'checkout_friction',
    about: 'sign-in required, long forms or checkout steps that stop a purchase or signup',
    patterns: [
      /requires? (?:an? )?(?:\w+ )?(?:account|sign-?in|login)|sign-?in required|goes? through sign-?in|(?:no|without) guest|guest (?:checkout|path)|\b(?:\d+|many|too many) fields|asks? (?:about|for) (?:about )?\d+|checkout (?:modal|form)|commenting requires/,
    ],
    checks: ['CHECK_', 'SAAS_011', 'EMAIL_005', 'EMAIL_010', 'RET_001'],
  },
  {
    id: 'forms',
    about: 'forms whose fields, labels or button make them hard or impossible to complete',
    patterns: [
      /\bform'?s? (?:button|fields?|inputs?)|prefilled|no name attributes|'submit'|submit button|image button|fields? (?:are |is )?(?:prefilled|capped)/,
    ],
    checks: ['ACCESS_003', 'ACCESS_013', 'OFC_001', 'SERV_009', 'EMAIL_006', 'MOBILE_008', 'CTA_002'],
  },
  {
    id: 'seo_basics',
    about: 'title, meta description, H1, canonical or other search basics missing or wrong',
    patterns: [
      /\btitle (?:tag|is|of)|<title>|\d+-character title|meta description|\bseo\b|canonical|search (?:engines|results)|og:title|\b(?:no|zero|two|three|four|five|six|\d+|multiple|several) h1s?\b|h1 is the site name/,
    ],
    checks: ['SEO_'],
  },
  {
    id: 'accessibility',
    about: 'images or links without text alternatives, other accessibility gaps',
    patterns: [/\balt\b|alt-less|screen readers?|accessibility/],
    checks: ['ACCESS_002', 'ACCESS_004', 'ACCESS_001', 'ACCESS_003'],
  },
  {
    id: 'speed',
    about: 'a heavy or slow page (size, scripts, third-party tags)',
    patterns: [
      /heavy|\bslow(?:s|er)?\b|page weight|script bundles|\d+\+? scripts|tracking scripts|old stack/,
    ],
    checks: ['SPEED_'],
  },
  {
    id: 'https',
    about: 'served or linked over plain HTTP',
    patterns: [/\bhttp\b(?!s)|plain-http|http:\/\/|runs on http|served over http/],
    checks: ['SPEED_010', 'SEO_005'],
  },
  {
    id: 'measurement',
    about: 'no analytics to measure conversions',
    patterns: [
      /\b(?:no|without|missing|lacks?|never)\b[^.;:]{0,40}\banalytics\b|analytics (?:tag|script|code|tracking|include)|broken analytics|(?:conversions|sales|sign-ups) (?:are )?(?:not|never) (?:tracked|measured)|measure (?:conversions|anything|sign-ups)/,
    ],
    checks: ['CONV_001'],
  },
  {
    id: 'carousel',
    about: 'a rotating carousel or slider in the hero in place of one message and action',
    patterns: [/carousel|slider|rotating|\bslides?\b|auto-rotat/],
    checks: ['UNIV_004', 'HERO_001', 'HERO_003', 'HERO_006', 'HERO_010'],
  },
  {
    id: 'copy_errors',
    about: 'typos, misspellings and careless copy',
    patterns: [/typos?|misspel|spelling|error-filled|careless/],
    checks: ['UNIV_008', 'UNIV_010', 'TRUST_019'],
  },
  {
    id: 'claims',
    about: 'claims without proof or numbers (superlatives, "#1", adjectives instead of outcomes)',
    patterns: [
      /unsupported|unverifiable|superlative|'?#1'? claim|no numbers|adjectives|without proof|impact evidence/,
    ],
    checks: ['SPEC_001', 'SPEC_002', 'SPEC_004', 'SPEC_008', 'MSG_010', 'PAGE_005'],
  },
  {
    id: 'objections',
    about: 'objections and common questions left unanswered (no FAQ, an FAQ about the wrong things)',
    patterns: [
      /(?:no|without|missing)\b[^.;:]{0,40}\bfaq\b|\bfaq\b[^.;:]{0,60}(?:exists only|is about|answers questions about|about the (?:html )?template)|objections? (?:go )?unanswered|unanswered on the page/,
    ],
    checks: ['OBJ_001', 'OBJ_002', 'OBJ_003', 'OBJ_007', 'DIFF_001'],
  },
  {
    id: 'navigation',
    about: 'navigation, site search, filters and sorting that make finding things slow',
    patterns: [
      /site search|search (?:box|form)|supplies finder|navigation|mega-menu|breadcrumb|filter|\bsort\b|per page/,
    ],
    checks: ['NAV_', 'ECOM_011'],
  },
  {
    id: 'services',
    about: 'a service business that does not say where it works, its hours, or how to book',
    patterns: [/service area|opening hours|book(?:ing)? online|online booking|appointment/],
    checks: ['SERV_001', 'SERV_005', 'SERV_007', 'SERV_003'],
  },
  {
    id: 'product_details',
    about: 'product descriptions or specifications too thin to choose',
    patterns: [/key specs|specifications|no specs|model code|description is thin|pinout|dimension image/],
    checks: ['PROD_008', 'PROD_009', 'PROD_006'],
  },
  {
    id: 'contradiction',
    about: 'statements of one page that disagree (hours, stock, product facts, dates, offers over)',
    patterns: [
      /contradict|disagree|conflicting|inconsistent|do(?:es)? not match each other|two different (?:hours|dates|prices|weights|values)|out of stock[^.;:]{0,60}(?:add to cart|buy)|(?:add to cart|buy)[^.;:]{0,60}out of stock|countdown (?:is )?(?:finished|over|expired)/,
    ],
    checks: ['TRUST_015'],
  },
  {
    id: 'stale',
    about: 'a page that looks abandoned: an old copyright or newest date, past events and promotions',
    patterns: [
      /outdated|out of date|\bstale\b|abandoned|not (?:been )?(?:updated|maintained)|years? (?:old|behind|out of date)|(?:copyright|©) (?:19|20)\d{2}|past (?:event|date)s?|event (?:is |has )?(?:over|ended|passed)|(?:long )?expired|(?:seasonal|dated) (?:content|promotions?)/,
    ],
    checks: ['UNIV_009', 'UNIV_003'],
  },
  {
    id: 'hacked',
    about: 'hidden spam links or injected content: a hacked page',
    patterns: [
      /hacked|hack\b|spam links?|injected|malware|(?:hidden|invisible) links|pharma(?:cy)? spam|casino spam/,
    ],
    checks: ['TRUST_018'],
  },
];

/** Lower case, typographic quotes and dashes made plain, so patterns need one spelling. */
export function problemText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
}

/** The topics a problem text belongs to, in table order (none: the problem is unmapped). */
export function topicsOf(problem: string, topics: readonly ProblemTopic[] = PROBLEM_TOPICS): ProblemTopic[] {
  const text = problemText(problem);
  return topics.filter((t) => t.patterns.some((p) => p.test(text)));
}

/** Whether a check belongs to a topic (its id is listed, or it is of a listed `PREFIX_` family). */
export function topicCovers(topic: ProblemTopic, checkId: string): boolean {
  return topic.checks.some((c) => (c.endsWith('_') ? checkId.startsWith(c) : checkId === c));
}

export interface ProblemMatch {
  problem: string;
  topics: string[];
  /** Priority (1-based) of the first finding that addresses it; null when none does or it is unmapped. */
  found_at: number | null;
}

/**
 * Where a problem stands among findings (each finding's `check_ids`, in priority order): the
 * first finding that names a check of one of the problem's topics.
 */
export function matchProblem(
  problem: string,
  findings: readonly (readonly string[])[],
  topics: readonly ProblemTopic[] = PROBLEM_TOPICS,
): ProblemMatch {
  const mine = topicsOf(problem, topics);
  const at = mine.length
    ? findings.findIndex((ids) => ids.some((id) => mine.some((t) => topicCovers(t, id))))
    : -1;
  return { problem, topics: mine.map((t) => t.id), found_at: at < 0 ? null : at + 1 };
}
