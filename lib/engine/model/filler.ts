/**
 * Filler text, whatever form it takes: the Latin a template ships with is recognised by its words,
 * not by the phrase "lorem ipsum", so "Duis aute irure dolor", "Duis autem vel eum iriure" and
 * "Quas ut distinctio tenetur animi" (generators draw on Cicero's De finibus) are filler too. One
 * vocabulary for every reader: the placeholder check, the strengths, the copy rubric and the facts
 * rewrites take from the page.
 */

/**
 * Words of the lorem-ipsum family that no modern language writes (words shared with English,
 * French, Italian, Spanish or Portuguese, such as "nulla", "vero", "esse" or "minus", are left out).
 */
const DISTINCTIVE =
  'lorem ipsum dolor dolore dolorem dolores doloremque doloribus dolorum amet consectetur consectetuer adipiscing adipisicing elit eiusmod tempor incididunt labore laboris laborum laboriosam aliqua aliquam aliquip aliquid enim minim veniam quis nostrud nostrum exercitation exercitationem ullamco ullam commodo commodi consequat consequatur consequuntur duis aute autem irure iriure iure reprehenderit voluptate voluptatem voluptates voluptatum voluptatibus voluptas velit cillum fugiat pariatur excepteur occaecat occaecati cupidatat cupiditate proident culpa officia officiis deserunt mollit mollitia anim laudantium totam aperiam eaque inventore veritatis quasi architecto beatae explicabo aspernatur odit fugit ratione sequi nesciunt porro quisquam numquam eius tempora incidunt quaerat corporis suscipit nihil molestiae molestias molestie illum accusamus accusantium iusto dignissimos dignissim ducimus blanditiis blandit praesentium deleniti atque corrupti quos quas excepturi similique harum quidem rerum animi expedita distinctio soluta nobis eligendi optio cumque impedit maxime placeat possimus omnis assumenda repellendus temporibus quibusdam debitis necessitatibus saepe eveniet repudiandae recusandae itaque earum tenetur sapiente delectus reiciendis maiores perferendis asperiores repellat vulputate luptatum zzril delenit feugait feugiat nonummy nibh euismod tincidunt volutpat suscipit lobortis nisl facilisis facilisi accumsan praesent eleifend tation vestibulum aenean donec quisque maecenas vivamus nullam curabitur pellentesque ultricies egestas viverra sollicitudin fringilla hendrerit condimentum sagittis ullamcorper consequat tristique scelerisque imperdiet porttitor dapibus elementum faucibus lacinia mattis pretium rhoncus rutrum tortor ultrices varius vehicula venenatis auctor cursus efficitur gravida interdum laoreet malesuada placerat posuere pulvinar semper suspendisse tempus turpis mauris eget nunc'.split(
    ' ',
  );

/** Short Latin words that also occur in living languages: they may sit between filler words but do not make filler. */
const JOINERS =
  'ut et in id est non sit ad ex ea a e te eu at do mi nec per quo cum eum sed qui quam vel ac nam nulla vero esse ab aut hic rem illo eos nemo fuga alias minus modi minima dicta vitae magni magnam neque tempore libero facilis facere cum sunt sint quae ipsa'.split(
    ' ',
  );

const word = (list: readonly string[]) =>
  `(?:${[...new Set(list)].sort((a, b) => b.length - a.length).join('|')})`;
const SEP = `[\\s,.;:!?'"’“”()\\-–—]+`;

/** A run of at least four filler words, apart only from Latin joiners and punctuation. */
export const LATIN_FILLER = new RegExp(
  `(?<![\\p{L}])${word(DISTINCTIVE)}(?:${SEP}(?:${word(JOINERS)}${SEP})*${word(DISTINCTIVE)}){3,}(?![\\p{L}])`,
  'iu',
);

/** Credits of template shops and theme authors left in the footer. */
export const THEME_CREDIT =
  /\b(?:(?:free )?(?:theme|template|website template|html template|design|designed|made|created|developed|crafted|distributed|built)(?: with [^.]{1,20})? by:?\s*(?:colorlib|themeforest|envato|themefisher|bootstrapmade|bootstrap ?made|templatemo|html5 ?up|tooplate|wpzoom|themeisle|theme ?grill|themegrill|elegant ?themes|freehtml5(?:\.co)?|uicookies|w3layouts|start ?bootstrap|creative ?tim|themewagon|gettemplates?|graygrids|uideck|tailwind ?toolbox|cruip|flowbite|themesberg|templated(?:\.co)?|free-css|htmlcodex|html ?design|themeum|ayroui|preview ?themes?)\b|\b(?:colorlib|bootstrapmade|templatemo|html5up|themewagon|htmlcodex|w3layouts|uicookies|graygrids)\.com\b)/i;

/**
 * A copyright or rights line ("© 2026 Acme. All rights reserved | Designed by ...") in the
 * languages the audit reads: the site's legal footnote, wherever the page puts it.
 */
export const COPYRIGHT_LINE =
  /©|\(c\)\s*(?:19|20)\d\d|\bcopyright\b|\ball rights reserved\b|\balle rechte vorbehalten\b|\btous droits réservés\b|\btodos los derechos reservados\b|\btutti i diritti riservati\b|\balle rechten voorbehouden\b|\btodos os direitos reservados\b|\bwszelkie prawa zastrzeżone\b/i;

/**
 * Whether a text is, or holds, template filler: lorem-ipsum Latin in any of its forms, or a
 * template shop's or theme author's credit ("A Free Bootstrap Theme by Start Bootstrap"): never a
 * source for copy, never praised.
 */
export function isFiller(text: string): boolean {
  return LATIN_FILLER.test(text) || THEME_CREDIT.test(text);
}
