/**
 * Evidence quotes what the page shows at the element its selector names (issue #12 item 5): built
 * from HTML through the model builder, so the detectors' evidence fields are exercised too.
 */
import { describe, expect, it } from 'vitest';
import type { CheckOutcome, Evidence } from '../../../lib/engine/checks/check.js';
import { snippetModel } from '../model/corpus-models.js';
import { runCheck } from '../../support/check-kit/index.js';

function quoted(outcome: CheckOutcome): Evidence[] {
  if (outcome.status === 'not_applicable') throw new Error(outcome.reason);
  return outcome.evidence.filter((e) => e.absent === undefined);
}

describe('evidence shape', () => {
  it('quotes a price with its context at the element that shows that context', () => {
    const model = snippetModel(
      '<h1>Locks</h1><div id="box"><p class="old">Regular Price: <span>$71.99</span></p>' +
        '<p class="new">Special Price: <span id="p">$51.99</span></p></div>',
    );
    const p = model.prices.find((x) => x.text === '$51.99')!;
    expect(p.contextSelector).not.toBeNull();
    const [ev] = quoted(runCheck('OFFER_001', model));
    // never the joined text at the price's own span
    expect(ev.selector).toBe(p.contextSelector);
    expect(ev.quote).toContain('$51.99');
  });

  it('quotes what a contact shows, not the mailto address or a form action', () => {
    const model = snippetModel(
      '<h1>Plumbing</h1><a id="mail" href="mailto:info@example.com"><i class="icon-mail"></i></a>' +
        '<form id="f" action="/contact.php"><input name="name" placeholder="Your name"><textarea name="message"></textarea><button>Send message</button></form>',
    );
    const email = model.contacts.find((c) => c.kind === 'email')!;
    expect(email.value).toBe('info@example.com');
    expect(email.shown).toBe('');
    for (const e of quoted(runCheck('CONV_008', model))) {
      expect(e.quote).not.toContain('mailto');
      expect(e.quote).not.toContain('contact.php');
    }
  });

  it('splits the text around an email form into one quote per element', () => {
    const model = snippetModel(
      '<h1>Shop</h1><footer><h3 id="h">Newsletter</h3><p id="p">Subscribe to our newsletter.</p>' +
        '<form id="nl"><input type="email" name="email" placeholder="Email"><button>Subscribe</button></form></footer>',
    );
    const around = quoted(
      runCheck('EMAIL_002', { ...model, industry: { id: 'ecommerce', confidence: 1, signals: [] } }),
    );
    expect(around.length).toBeGreaterThan(1);
    for (const e of around) expect(e.quote).not.toContain(' / ');
  });

  it('quotes a head fact with a selector that finds it in any case, and the canonical as written', () => {
    const model = snippetModel('<h1>Hi</h1>', {
      head: '<meta name="Description" content="A short page."><link rel="canonical" href="https://https://example.com/">',
    });
    const [desc] = quoted(runCheck('SEO_002', model));
    expect(desc.selector).toBe('meta[name="description" i]');
    const [canonical] = quoted(runCheck('SEO_005', model));
    expect(canonical.quote).toBe('https://https://example.com/');
  });

  it('quotes the run of a block that holds the claim, not its own text joined across a list', () => {
    const model = snippetModel(
      '<h1>Scouting</h1><div id="c">Our tool is completely affordable.<ul><li>One</li><li>Two</li></ul>' +
        '<a href="/demo">Request a demo</a></div><p>Plans from $9 per month.</p>',
    );
    const block = model.textBlocks.find((b) => b.text.includes('affordable'))!;
    expect(block.pieces).toEqual(['Our tool is completely affordable.', 'Request a demo']);
    const [claim] = quoted(runCheck('SPEC_009', model));
    expect(claim.quote).toBe('Our tool is completely affordable.');
  });

  it('quotes nothing of a video: its address is not shown', () => {
    const model = snippetModel('<h1>App</h1><video id="v" src="/demo.mp4" controls></video>');
    const video = quoted(runCheck('ACCESS_011', model));
    expect(video).toEqual([{ quote: '', selector: '#v' }]);
  });
});
