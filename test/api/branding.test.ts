import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, brandingQuerySchema, parseLogo } from '../../lib/api/branding.js';
import { shareRequestSchema } from '../../lib/api/schemas.js';

const data = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('a report logo', () => {
  it('is an image of the type it declares, given as a data: URL', () => {
    expect(parseLogo(data('png', PNG))).toMatchObject({ ok: true, kind: 'data' });
    expect(parseLogo(data('jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])))).toMatchObject({ ok: true });
    expect(parseLogo(data('gif', Buffer.from('GIF89a\x01\x00', 'latin1')))).toMatchObject({ ok: true });
    expect(parseLogo(data('webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')))).toMatchObject({
      ok: true,
    });
    const svg = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10"/>';
    expect(parseLogo(data('svg+xml', Buffer.from(svg)))).toMatchObject({ ok: true });
  });

  it('refuses data that is not the image it claims, other media types and oversized images', () => {
    expect(parseLogo(data('png', Buffer.from('<script>alert(1)</script>')))).toMatchObject({ ok: false });
    expect(parseLogo(data('svg+xml', Buffer.from('<html><script>x</script></html>')))).toMatchObject({
      ok: false,
    });
    expect(parseLogo('data:text/html;base64,PHNjcmlwdD4=')).toMatchObject({ ok: false });
    expect(parseLogo('data:image/png,rawtext')).toMatchObject({ ok: false });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(parseLogo(data('png', big))).toMatchObject({ ok: false, reason: expect.stringMatching(/KB/) });
  });

  it('is an https URL that can stand as a CSP source, without credentials', () => {
    expect(parseLogo('https://cdn.agency.example/logo.png?v=2')).toEqual({
      ok: true,
      kind: 'url',
      src: 'https://cdn.agency.example/logo.png?v=2',
    });
    for (const bad of [
      'http://cdn.agency.example/logo.png',
      'javascript:alert(1)',
      'https://user:pw@cdn.agency.example/logo.png',
      'https://cdn.agency.example/a;script-src',
      'https://cdn.agency.example/a,b',
      'not a url',
    ])
      expect(parseLogo(bad).ok, bad).toBe(false);
  });
});

describe('the branding fields', () => {
  it('take one line of text for client and prepared_by, and name the field that is wrong', () => {
    expect(brandingQuerySchema.parse({ client: '  Acme  ', other: 'ignored' })).toEqual({ client: 'Acme' });
    const multiline = shareRequestSchema.safeParse({ prepared_by: 'North\nAgency' });
    expect(multiline.success).toBe(false);
    expect(multiline.error?.issues[0].path).toEqual(['prepared_by']);
    expect(shareRequestSchema.safeParse({ client: '' }).success).toBe(false);
    expect(shareRequestSchema.safeParse({ logo: 'https://x.example/l.png', extra: 1 }).success).toBe(false);
  });
});
