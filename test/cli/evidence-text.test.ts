import { describe, expect, it } from 'vitest';
import { evidenceText } from '../../lib/cli/evidence-text.js';

describe('evidenceText', () => {
  it('prints a quote with the element it was seen at', () => {
    expect(evidenceText({ quote: 'Buy now', selector: '#buy' })).toBe('"Buy now" at #buy');
  });

  it('prints evidence that is not an element (a header, the URL) without "at null"', () => {
    expect(evidenceText({ quote: 'https://example.com/ served over HTTPS', selector: null })).toBe(
      '"https://example.com/ served over HTTPS"',
    );
    expect(evidenceText({ quote: '', selector: null, absent: 'a phone number' })).toBe(
      'absent: a phone number',
    );
    expect(evidenceText({ quote: '', selector: 'head > title' })).toBe('at head > title');
    expect(evidenceText(undefined)).toBe('');
  });
});
