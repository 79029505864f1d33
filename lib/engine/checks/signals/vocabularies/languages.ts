/**
 * The languages the eight-language word lists are written in: the pricing words OFFER_001 reads
 * (pricing.ts) and the generic call-to-action labels CTA_002 reads (copy.ts). A check that reads
 * them is "not applicable" on a page in another language rather than guessing.
 */
export const WORD_LIST_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl'] as const;
