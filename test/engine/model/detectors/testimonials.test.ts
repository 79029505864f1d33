import { describe, expect, it } from 'vitest';
import { splitAttribution } from '../../../../lib/engine/model/detectors/testimonials.js';
import { corpusModel, snippetModel } from '../corpus-models.js';

describe('detectTestimonials', () => {
  it('reads items of a testimonial list with author, role, company, photo and rating', () => {
    const model = snippetModel(`<section class="testimonials">
      <div class="testimonial"><img src="/jane.jpg" alt="Jane"><p class="testimonial-text">“Acme cut our month-end close from ten days to two. The team loves it.”</p>
        <div class="testimonial-author">Jane Doe</div><div class="testimonial-role">CFO</div><div class="company">Initech</div><div class="stars" aria-label="Rated 5 out of 5"></div></div>
      <div class="testimonial"><p class="testimonial-text">We replaced three tools with Acme and never looked back at spreadsheets.</p><div class="testimonial-author">Bob Roe, Founder at Globex</div></div>
    </section>`);
    expect(model.testimonials).toHaveLength(2);
    expect(model.testimonials[0]).toMatchObject({
      author: 'Jane Doe',
      role: 'CFO',
      company: 'Initech',
      hasPhoto: true,
      rating: 5,
      source: 'markup',
    });
    expect(model.testimonials[0].quote).toBe(
      'Acme cut our month-end close from ten days to two. The team loves it.',
    );
    expect(model.testimonials[1]).toMatchObject({
      author: 'Bob Roe',
      role: 'Founder',
      company: 'Globex',
      hasPhoto: false,
    });
  });

  it('reads a cited blockquote and ignores an uncited quotation without a name', () => {
    const model = snippetModel(
      '<blockquote>Shipping was fast and the boots fit perfectly out of the box.<cite>— Maria K., Denver</cite></blockquote><blockquote><p>To be or not to be, that is the question we all ask.</p></blockquote>',
    );
    expect(model.testimonials).toHaveLength(1);
    expect(model.testimonials[0]).toMatchObject({ author: 'Maria K.', source: 'markup' });
    expect(model.testimonials[0].quote).toBe('Shipping was fast and the boots fit perfectly out of the box.');
  });

  it('reads schema.org reviews', () => {
    const model = snippetModel(
      '<script type="application/ld+json">{"@type":"Product","name":"Boot","review":[{"@type":"Review","author":{"@type":"Person","name":"Sam"},"reviewBody":"Warm, dry and comfortable all winter long.","reviewRating":{"@type":"Rating","ratingValue":"4"}}]}</script>',
    );
    expect(model.testimonials).toEqual([
      expect.objectContaining({
        quote: 'Warm, dry and comfortable all winter long.',
        author: 'Sam',
        rating: 4,
        source: 'schema',
      }),
    ]);
  });

  it('does not take a star-rating summary for a testimonial', () => {
    const model = snippetModel(
      '<div class="review-summary-box">4.6 out of 5 stars 422 ratings from verified buyers in total</div>',
    );
    expect(model.testimonials).toEqual([]);
  });

  it('finds named testimonials on the contractor testimonials page', () => {
    const model = corpusModel('betterbuilders-testimonials');
    expect(model.testimonials.length).toBeGreaterThanOrEqual(5);
    for (const t of model.testimonials) {
      expect(t.author?.length).toBeGreaterThan(1);
      expect(t.quote).not.toContain(t.author as string);
    }
  });
});

describe('splitAttribution', () => {
  it('splits name, role and company', () => {
    expect(splitAttribution('— Jane Doe, CTO at Initech')).toEqual({
      author: 'Jane Doe',
      role: 'CTO',
      company: 'Initech',
    });
    expect(splitAttribution('Jane Doe, Head of Sales, Initech')).toEqual({
      author: 'Jane Doe',
      role: 'Head of Sales',
      company: 'Initech',
    });
    expect(splitAttribution('Jane Doe')).toEqual({ author: 'Jane Doe', role: null, company: null });
  });
});

describe('detectReviewSummaries', () => {
  it('reads AggregateRating from JSON-LD and microdata', () => {
    const model = snippetModel(
      `<script type="application/ld+json">{"@type":"Product","name":"Boot","aggregateRating":{"@type":"AggregateRating","ratingValue":"4.7","reviewCount":"212"}}</script>
       <div itemscope itemtype="https://schema.org/AggregateRating"><meta itemprop="ratingValue" content="4.2"><meta itemprop="bestRating" content="5"><span itemprop="ratingCount">88</span></div>`,
    );
    expect(
      model.reviews.map((r) => [r.ratingValue, r.bestRating, r.ratingCount, r.reviewCount, r.source]),
    ).toEqual([
      [4.7, 5, null, 212, 'schema'],
      [4.2, 5, 88, null, 'schema'],
    ]);
  });

  it('reads "4.5 out of 5 stars" and "(123 reviews)" written on the page', () => {
    const model = snippetModel(
      '<div class="rating"><span>4.5 out of 5 stars</span> <a href="#r">(1,234 reviews)</a></div>',
    );
    expect(model.reviews).toEqual([
      expect.objectContaining({ ratingValue: 4.5, bestRating: 5, reviewCount: 1234, source: 'markup' }),
    ]);
  });
});

describe('detectTestimonials edge cases', () => {
  it('reads a short quote under a name that ends in an initial', () => {
    const model = snippetModel(
      '<section class="testimonials"><div class="testimonial-item"><img src="/m.jpg" alt=""><h5>Margaret E.</h5><p>"This is fantastic! Thanks so much guys!"</p></div>' +
        '<div class="testimonial-item"><h5>Fred S.</h5><p>"Love it, truly."</p></div></section>',
    );
    expect(model.testimonials.map((t) => [t.author, t.quote])).toEqual([
      ['Margaret E.', 'This is fantastic! Thanks so much guys!'],
      ['Fred S.', 'Love it, truly.'],
    ]);
  });

  it('takes the review body, not a "smallText" meta line, and the name beside a quote', () => {
    const model = snippetModel(
      '<div id="reviews"><div class="custReview"><div class="smallText"><div class="author">by Norman, ID</div><div class="date">March 4, 2015</div></div><p>Wife will only drink French Vanilla.</p></div>' +
        '<div class="custReview"><div class="smallText"><div class="author">by Ann, NC</div></div><p>Smooth and rich, we order it every month.</p></div></div>' +
        '<ul class="reviews"><li><p class="review">Shannon was awesome, kind and very patient with our daughter.</p><span class="by">by Jim McCurley (September 29, 2011)</span></li>' +
        '<li><p class="review">The best dental office we have been to in years.</p><span class="by">by Tricia Riordan (September 28, 2011)</span></li></ul>',
    );
    expect(model.testimonials.map((t) => [t.author, t.quote])).toEqual([
      ['Norman', 'Wife will only drink French Vanilla.'],
      ['Ann', 'Smooth and rich, we order it every month.'],
      ['Jim McCurley', 'Shannon was awesome, kind and very patient with our daughter.'],
      ['Tricia Riordan', 'The best dental office we have been to in years.'],
    ]);
  });

  it('does not read a list of reviews emptied of its quotes as one testimonial', () => {
    const model = snippetModel(
      '<ul class="reviews"><li><span class="rating">5</span><span class="by">by Tricia Riordan (September 28, 2011)</span></li>' +
        '<li><span class="rating">5</span><span class="by">by Jim and Cathy McCurley (September 29, 2011)</span></li></ul>',
    );
    expect(model.testimonials).toEqual([]);
  });

  it('does not count rating summaries and review widgets as testimonials', () => {
    const model = snippetModel(
      '<div class="review-summary-block"><h3>Customer Reviews</h3><p>Average Rating 4.5 out of 5 stars (107 reviews) from verified buyers of this product</p></div>' +
        '<div class="review">5.0 out of 5 stars Images in this review from a happy customer today</div>',
    );
    expect(model.testimonials).toEqual([]);
  });

  it('reads quoted paragraphs under a testimonial heading when no class names them', () => {
    const model = snippetModel(
      '<main><section><h2>What our clients say</h2><div><div><p>“They fixed our leaking terrace in two days and it has stayed dry for three monsoons.”</p><strong>Nasir Sarguru</strong></div>' +
        '<div><p>"Professional, punctual and fairly priced."</p><strong>Jay Jariwala</strong></div></div></section>' +
        '<section><h2>Our services</h2><p>"Waterproofing" covers terraces, tanks and basements.</p></section></main>',
    );
    expect(model.testimonials.map((t) => [t.author, t.source])).toEqual([
      ['Nasir Sarguru', 'heuristic'],
      ['Jay Jariwala', 'heuristic'],
    ]);
  });

  it('reads videos under a testimonial heading as testimonials when the page has no written one', () => {
    const box = (id: string) =>
      `<div class="col"><div class="video-box"><a href="https://www.youtube.com/watch?v=${id}" class="full-link"></a><img src="/${id}.jpg" alt=""><a href="https://www.youtube.com/watch?v=${id}" class="play">Play Video</a></div></div>`;
    const model = snippetModel(
      `<main><div><h1>Our Clients Speak</h1><h4>Hear from Those Who Trust Us</h4></div><div class="row">${box('a1')}${box('b2')}${box('c3')}</div>` +
        '<h2>Our services</h2><div><a href="https://www.youtube.com/watch?v=zz">Play Video</a><a href="https://www.youtube.com/watch?v=yy">Play</a></div></main>',
    );
    expect(model.testimonials).toHaveLength(3);
    expect(model.testimonials[0]).toMatchObject({
      quote: 'Our Clients Speak — Hear from Those Who Trust Us',
      source: 'heuristic',
      hasPhoto: true,
      author: null,
    });
  });

  it('does not take one video under a testimonial heading for testimonials', () => {
    const model = snippetModel(
      '<main><h2>Testimonials</h2><iframe src="https://player.vimeo.com/video/1"></iframe><h2>Contact</h2></main>',
    );
    expect(model.testimonials).toEqual([]);
  });
});
