import { describe, expect, it } from 'vitest';
import {
  charsetParameter,
  decodeHtml,
  metaCharset,
  sniffCharset,
} from '../../../lib/engine/acquire/charset.js';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const shiftJis = Buffer.from([0x93, 0xfa, 0x96, 0x7b, 0x8c, 0xea]); // 日本語

describe('charsetParameter', () => {
  it('reads quoted and unquoted charset parameters', () => {
    expect(charsetParameter('text/html; charset=ISO-8859-1')).toBe('ISO-8859-1');
    expect(charsetParameter('text/html;charset="Shift_JIS"; foo=bar')).toBe('Shift_JIS');
    expect(charsetParameter('text/html')).toBeNull();
    expect(charsetParameter(null)).toBeNull();
  });
});

describe('metaCharset', () => {
  it('finds <meta charset> and the http-equiv form', () => {
    expect(metaCharset(latin1('<html><head><meta charset="windows-1251"></head>'))).toBe('windows-1251');
    expect(metaCharset(latin1("<meta http-equiv='Content-Type' content='text/html; charset=euc-jp'>"))).toBe(
      'euc-jp',
    );
    expect(
      metaCharset(latin1('<META HTTP-EQUIV="content-type" CONTENT="text/html;charset=Shift_JIS">')),
    ).toBe('shift_jis');
  });

  it('ignores declarations inside comments, unknown labels and meta tags without a charset', () => {
    expect(
      metaCharset(
        latin1('<!-- <meta charset="koi8-r"> --><meta name="x" content="charset=y"><meta charset="bogus">'),
      ),
    ).toBeNull();
  });

  it('replaces a UTF-16 declaration with UTF-8, since the bytes were readable as ASCII', () => {
    expect(metaCharset(latin1('<meta charset="utf-16">'))).toBe('utf-8');
  });

  it('finds a declaration after 1024 bytes of head', () => {
    const head = `<head><!-- ${'x'.repeat(2000)} --><script>${'y'.repeat(800)}</script><meta charset="iso-8859-2">`;
    expect(metaCharset(latin1(head))).toBe('iso-8859-2');
  });
});

describe('sniffCharset', () => {
  it('lets a byte order mark override the header', () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>café</p>')]);
    expect(sniffCharset(body, 'text/html; charset=windows-1252')).toEqual({
      charset: 'utf-8',
      source: 'bom',
    });
  });

  it('prefers the header over the meta declaration', () => {
    expect(sniffCharset(latin1('<meta charset="utf-8">'), 'text/html; charset=iso-8859-15')).toEqual({
      charset: 'iso-8859-15',
      source: 'header',
    });
  });

  it('falls through an unknown header label to the meta declaration', () => {
    expect(sniffCharset(latin1('<meta charset="koi8-r">'), 'text/html; charset=nonsense')).toEqual({
      charset: 'koi8-r',
      source: 'meta',
    });
  });

  it('sniffs valid UTF-8 and falls back to windows-1252 for other bytes', () => {
    expect(sniffCharset(Buffer.from('<p>naïve café</p>'), 'text/html')).toEqual({
      charset: 'utf-8',
      source: 'sniff',
    });
    expect(sniffCharset(latin1('<p>na\xefve caf\xe9</p>'), null)).toEqual({
      charset: 'windows-1252',
      source: 'sniff',
    });
  });
});

describe('decodeHtml', () => {
  it('decodes windows-1252 punctuation that ISO-8859-1 lacks', () => {
    const { html, charset } = decodeHtml(
      latin1('<meta charset="iso-8859-1"><p>\x93quoted\x94 \x80 caf\xe9</p>'),
      'text/html',
    );
    expect(charset).toBe('windows-1252');
    expect(html).toContain('“quoted” € café');
  });

  it('decodes Shift_JIS declared in the header', () => {
    const body = Buffer.concat([Buffer.from('<p>'), shiftJis, Buffer.from('</p>')]);
    expect(decodeHtml(body, 'text/html; charset=Shift_JIS').html).toBe('<p>日本語</p>');
  });

  it('decodes UTF-16LE with a byte order mark and drops the mark', () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<p>hé</p>', 'utf16le')]);
    const result = decodeHtml(body, 'text/html; charset=utf-8');
    expect(result.charset).toBe('utf-16le');
    expect(result.html).toBe('<p>hé</p>');
  });
});
