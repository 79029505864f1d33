import { BLOCK_TAGS, collapse, placed, type HtmlElement, type PageDom } from '../dom.js';
import type { Guarantee } from '../page-model.js';
import { vocabulary } from '../vocabulary.js';

/** A word-bounded alternation for words with accented letters (model/vocabulary.ts). */
const words = (source: string): RegExp => vocabulary(source);

/**
 * The languages whose risk-reversal wording the patterns know: checks that decide "no guarantee"
 * or "no free shipping" from them abstain on pages in other languages.
 */
export const GUARANTEE_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'no',
  'da',
] as const;

/**
 * One vocabulary per kind of risk reversal, in the languages above: a shop's "Geld-zurück-Garantie",
 * "retours gratuits" or "spedizione gratuita" is its guarantee, free returns or free shipping.
 */
const PATTERNS: [Guarantee['kind'], RegExp][] = [
  [
    'money-back',
    words(
      [
        'money[- ]back|satisfaction guarantee[d]?|100% satisfaction|full refund|risk[- ]free|no questions asked|\\d+[- ]day guarantee|refund guarantee|love it or',
        'geld[- ]zurück(?:[- ]garantie)?|zufriedenheitsgarantie|satisfait ou remboursé|remboursement intégral|devolución del dinero|garantía de satisfacción|soddisfatti o rimborsati|rimborso garantito|niet goed,? geld terug|geld[- ]terug[- ]garantie|satisfação garantida|devolução do dinheiro|gwarancja zwrotu pieniędzy|pengarna tillbaka|pengene tilbake|pengene tilbage',
      ].join('|'),
    ),
  ],
  [
    'free-returns',
    words(
      [
        'free (?:returns?|return shipping|exchanges?)|easy (?:returns?|exchanges)|hassle[- ]free returns?|\\d+[- ]day (?:free )?returns?|returns? within \\d+ days',
        'kostenlose[rn]? (?:rücksendung|rückversand|umtausch)|gratis rückversand|\\d+ tage (?:rückgaberecht|rückgabe|umtauschrecht)|retours? gratuits?|\\d+ jours pour (?:changer d.avis|retourner|vous rétracter)|devoluci(?:ón|ones) (?:gratis|gratuitas?)|\\d+ días (?:para devolver|de devolución)|resi? gratuit[oi]|\\d+ giorni (?:per il reso|di reso)|gratis retour(?:neren)?|\\d+ dagen (?:retourrecht|bedenktijd)|devolução (?:grátis|gratuita)|troca grátis|darmowy zwrot|\\d+ dni na zwrot|zwrot do \\d+ dni|fri retur|gratis retur|\\d+ dagars öppet köp|\\d+ dagers åpent kjøp',
      ].join('|'),
    ),
  ],
  [
    'warranty',
    words(
      [
        '\\d+[- ](?:year|yr|month|day)s?[- ](?:limited )?warranty|lifetime (?:warranty|guarantee)|warranty|guaranteed for life',
        // the bare word, as English takes "warranty": a spec table's "Gwarancja na mechanizm (w
        // latach) 5", a description's "Garantía: Contra defecto de fabricación"
        'garantie|garantía|garanzia|garantia|gwarancj[aię]|garanti',
        '\\d+ jahre garantie|herstellergarantie|garantie \\d+ ans|\\d+ ans de garantie|garantía de \\d+ años|\\d+ años de garantía|garanzia (?:di )?\\d+ anni|\\d+ anni di garanzia|\\d+ jaar garantie|garantia de \\d+ anos|\\d+ anos de garantia|gwarancja \\d+ lat|\\d+ lat gwarancji|\\d+ års garanti',
      ].join('|'),
    ),
  ],
  [
    'free-trial',
    words(
      [
        'free trial|\\d+[- ]day (?:free )?trial|try (?:it )?(?:for )?free|free for \\d+ days',
        '(?:kostenlos|gratis) testen|kostenlose testversion|essai gratuit|prueba gratuita|prova gratuita|teste grátis|gratis proberen|proefperiode|darmowy okres próbny|prøv gratis|testa gratis',
      ].join('|'),
    ),
  ],
  [
    'no-card',
    /\bno (?:credit )?card (?:required|needed)|without a credit card|no payment (?:details|info\w*) required\b/i,
  ],
  [
    'cancel-anytime',
    words(
      [
        'cancel (?:at )?any ?time|no (?:long[- ]term )?contracts?|no commitment|cancel whenever|no lock[- ]in',
        'free cancellation|cancel for free|kostenlose stornierung|kostenlos stornieren|annulation gratuite|cancelación gratuita|cancellazione gratuita|gratis annuleren|cancelamento grátis|jederzeit kündbar|sans engagement|résiliable à tout moment|sin permanencia|cancela cuando quieras|senza vincoli|disdici quando vuoi|maandelijks opzegbaar|sem fidelidade|bez zobowiązań|ingen bindningstid|ingen bindingstid',
      ].join('|'),
    ),
  ],
  [
    'free-shipping',
    words(
      [
        'free (?:standard |express |2-day |next[- ]day )?(?:shipping|delivery)|ships free|free ship',
        'versandkostenfrei|kostenlose[rn]? (?:versand|lieferung)|gratis versand|livraison (?:gratuite|offerte)|frais de port offerts|envío (?:gratis|gratuito)|spedizion[ei] (?:gratuit[ae]|gratis)|consegna (?:gratuita|gratis)|gratis (?:verzending|bezorging|verzonden)|frete grátis|(?:envio|entrega) grátis|darmowa (?:dostawa|wysyłka)|fri frakt|gratis frakt|gratis fragt|fri fragt',
      ].join('|'),
    ),
  ],
  [
    'other',
    words(
      'price match(?: guarantee)?|best price guarantee|guaranteed|guarantee|bestpreisgarantie|garantie du meilleur prix|mejor precio garantizado|miglior prezzo garantito|laagsteprijsgarantie',
    ),
  ],
];

function daysIn(text: string): number | null {
  const days = /(\d{1,3})[- ]?(?:day|days)\b/i.exec(text);
  if (days) return Number(days[1]);
  const months = /(\d{1,2})[- ]?months?\b/i.exec(text);
  if (months) return Number(months[1]) * 30;
  const years = /(\d{1,2})[- ]?(?:year|yr)s?\b/i.exec(text);
  if (years) return Number(years[1]) * 365;
  return null;
}

/** Risk reversals: refunds, returns, warranties, trials without a card, free shipping. */
export function detectGuarantees(dom: PageDom): Guarantee[] {
  const out: Guarantee[] = [];
  const seen = new Set<string>();
  const holders = new Set<HtmlElement>();
  for (const run of dom.textRuns) {
    const text = run.text;
    if (text.length < 6 || text.length > 400) continue;
    if (
      !/guarant|refund|money|return|exchange|warrant|trial|free|card|cancel|contract|commitment|lock|risk|satisf|ship|deliver|price|garant|garanz|gwaranc|geld|rück|rembours|retour|devol|rimbors|reso|resi|gratis|gratuit|grátis|kostenlos|versand|livraison|envío|envio|spedizion|consegna|verzend|bezorg|frete|dostaw|wysył|zwrot|frakt|fragt|kündbar|engagement|permanencia|vincoli|opzegbaar|fidelidade|zobowią|bindning|binding|prøv|testa|essai|prueba|prova|teste|proef/i.test(
        text,
      )
    )
      continue;
    // read the enclosing block so "30-day" and "money-back guarantee" in sibling spans stay together
    let holder: HtmlElement = run.parent;
    for (
      let i = 0;
      i < 3 && !BLOCK_TAGS.has(holder.name) && holder.parent && dom.textFits(holder.parent, 400);
      i += 1
    ) {
      holder = holder.parent;
    }
    const blockText = dom.textOf(holder);
    const source = blockText.length <= 400 ? blockText : text;
    for (const [kind, re] of PATTERNS) {
      const m = re.exec(source);
      if (!m) continue;
      if (kind === 'other' && out.some((g) => g.order === dom.orderOf(holder))) continue;
      const sentence = sentenceAround(source, m.index);
      const key = `${kind}:${sentence.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      holders.add(holder);
      out.push(
        placed(dom.locate(holder), {
          kind,
          text: sentence,
          days:
            kind === 'free-shipping' || kind === 'no-card' || kind === 'cancel-anytime'
              ? null
              : daysIn(sentence),
        }),
      );
      if (out.length >= 60) return out;
    }
  }
  return out.sort((a, b) => a.order - b.order);
}

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index) + 1, text.lastIndexOf('! ', index) + 1, 0);
  const ends = ['. ', '! ', '? '].map((p) => text.indexOf(p, index)).filter((i) => i >= 0);
  const end = ends.length ? Math.min(...ends) + 1 : text.length;
  return collapse(text.slice(start, end)).slice(0, 240);
}
