/**
 * Why each check that gives the same verdict on every corpus page it applies to is still worth
 * keeping: check id -> one honest line, from `npm run corpus-report` (static mode). docs/checks.md
 * prints them, and test/engine/checks/catalogue-doc.test.ts fails when a uniform check has no line
 * here or a line names a check that is no longer uniform.
 */
export const CORPUS_JUSTIFICATIONS: Readonly<Record<string, string>> = {
  TRUST_001:
    'None of the 14 software and app pages (mostly 2013-2014 sites and templates) names SOC 2, GDPR, encryption or SSO.',
  TRUST_007:
    'The pages were saved between 2013 and 2024 and are judged against a 2026 scan date, so every dated copyright notice is old; 17 pages show no year.',
  CTA_007:
    'None of the 48 main calls to action the corpus pages have says "my", "me", "your" or "you"; the two that passed before were a phone callout that took in a "My Account" link and a footer newsletter button.',
  SEO_006:
    'No corpus page has noindex in its robots meta tag, and pages read from disk carry no X-Robots-Tag header.',
  OFFER_007: 'Only 3 software pages (templates) show plans, 3 each, within the limit of 4.',
  OFFER_010:
    'No corpus shop hides prices behind "call for price" or a login; 12 of the 13 show prices, one shows none.',
  OFFER_012: 'The 3 software pages with plans (templates) list 12-17 features under them.',
  OFC_009:
    'Every corpus page prices in one currency (USD, CAD on well.ca, GBP on one template); none sells in two.',
  MOBILE_006:
    'In static mode only a phone number without any tel: link is decided (placing a tel: link needs the render): the 8 such local and agency pages all fail, as the experts say.',
  OBJ_006:
    'The 4 pages with recurring prices (3 templates and the New York Times subscription teaser) never say the subscription can be cancelled.',
  OBJ_007:
    'Only 3 pages have an FAQ of 3+ questions, and they ask about the company, licences and the course, not about after the purchase.',
  OBJ_009:
    'The 2 pages that offer a trial (a template, a 2013 web-design site) never say what happens when it ends.',
  PSY_001:
    'No corpus page gives a time-bound reason to act (offer ends, early-bird, order by); the shops are product and category pages saved outside any sale.',
  PSY_005:
    'No corpus page offers a quiz, calculator, configurator or personalised recommendation; the 2013-2016 sites and templates have none.',
  PSY_007: 'The 3 pages with several plans are templates that mark none as recommended.',
  MOBILE_009:
    'The 4 pages with number-only fields (quantity boxes, one card form) all use type=text without inputmode.',
  SPEED_013:
    'No corpus image is WebP or AVIF: the sites were saved in 2013-2019 and the templates ship JPEG and PNG.',
  SPEED_014: 'Pages are read from disk, so none has redirects; the check discriminates only on live fetches.',
  NARR_007:
    'No corpus page opens the section after its hero with "About us", "Our story" or "Welcome"; the 20 without a later section heading are not applicable.',
  PAGE_005:
    'The corpus holds one nonprofit page (an NGO template), and it shows no impact or use of donations.',
  CONV_004: 'None of the 13 agency and local pages offers a callback request.',
  CONV_005: 'No shop, agency or local page links to WhatsApp, Messenger, Telegram or SMS.',
  CONV_007: 'Every page with an enquiry CTA offers at least one that is not a mailto: link.',
  EMAIL_004: 'None of the 11 pages with an email signup links to past issues or a sample email.',
  EMAIL_009: 'None of the 11 pages with an email signup states a subscriber count.',
  EMAIL_010: 'No corpus form asks for the email address twice.',
  CHECK_003:
    'Only one corpus page has a checkout form (learnnode\u2019s course purchase), and it asks for no password.',
  CHECK_007: 'Only one corpus page has a checkout form (learnnode), and it shows no step indicator.',
  CHECK_012: 'Only one corpus page has a checkout form (learnnode), and it offers no address lookup.',
  PROD_001:
    'Every product page of the corpus it applies to shows an add-to-cart or buy-now control (8 of 8); the one that failed before, a football boot, has a Spanish "Agregar al Carrito", which the checks did not read until the model\u2019s cart vocabulary became theirs. The unit tests fail a product page whose add-to-cart is gone.',
  PROD_007:
    'The 3 non-English product pages whose product images declare a width show none 800 px wide (eduscho 553, luthimate 458 px); on leroymerlin-pl the widest declared image is a footer App Store badge, as its product photos declare no width (a detector gap). lafeltrinelli\u2019s 300 px images were the covers of other books, which its Italian buy button now keeps out of the gallery.',
  PROD_010:
    'The one product page with a size selector (stylelocker\u2019s sweatshirt) links no size guide or size chart.',
  PROD_013:
    'None of the 6 product pages shows a questions & answers section or an "Ask a question" option in its HTML.',
  ECOM_004:
    'No corpus shop mentions pay-later or instalments; they were saved in 2013-2016 or are templates.',
  ECOM_011:
    'The 2 category listings (de Bijenkorf\u2019s men\u2019s jackets, Charles Tyrwhitt\u2019s shorts) both offer sort and filter controls, as large shops do.',
  SAAS_011:
    'The 4 signup forms (GitHub 2014, Mocavo, and two newsletter forms read as signups: a hotel and a course template) ask for 1-4 fields.',
  SAAS_012:
    'None of the 4 signup forms (GitHub 2014, Mocavo, a hotel and a course template) offers sign-up with Google, GitHub, Microsoft or SSO.',
  SAAS_010: 'None of the 14 software and app pages promises data export or data ownership.',
  SERV_002: 'None of the 8 agency pages says how clients engage (project, retainer, packages, hourly).',
  SERV_009:
    'The 4 enquiry forms (law firm, dentist, law template, restaurant booking) ask for contact details only.',
  SERV_010: 'None of the 5 local-business pages makes a first-visit or new-client offer.',
  ACCESS_013:
    'No corpus form declares autocomplete on every personal-data field: 18 of the 19 pages declare none, learnnode 7 of 8.',
  ACCESS_014: 'The 5 pages with autoplaying video all mute it.',
  UNIV_003:
    'Only 2 pages date a promotion (LIU\u2019s summer 2019 sessions, Abbey Road\u2019s 2014 brochure), both years before the 2026 scan date.',
  UNIV_007: 'No corpus page shows a "best viewed in", Flash Player or Internet Explorer notice.',
  OFC_002:
    'Only 2 landing pages offer a trial (landwind’s template and a web-design studio), and both state its length.',
  DIFF_003:
    'None of the 21 shop, software and course landing pages has a section heading that compares ("X vs. Y", "How we compare").',
  CHECK_001:
    'Only one corpus page is a checkout context (learnnode’s course page with its own payment form), and it shows no order total.',
  CHECK_002:
    'Only one corpus page is a checkout context (learnnode’s payment form), and it offers "Pay with PayPal".',
  CHECK_011:
    'Only one corpus page is a checkout context (learnnode’s payment form), and it does not say whether tax is included.',
  TRUST_015:
    'No corpus page states its hours, a product fact or its stock twice in ways that disagree; the quiet and failing cases (split hours, variants, "Out of stock" beside Add to Cart) are in test/engine/checks/decisive-checks.test.ts.',
  TRUST_018:
    'No corpus page is hacked: none hides links to pharmacy, casino or loan sites; the failing case is in test/engine/checks/decisive-checks.test.ts.',
  UNIV_009:
    'The corpus pages were saved in 2013-2024 and are audited as of 2026-01-01: every copyright line that shows a year is two or more years behind; a range up to the scan year and a newer dated item pass in the tests.',
};
