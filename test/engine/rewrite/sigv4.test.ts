import { describe, expect, it } from 'vitest';
import { amzDate, signRequest } from '../../../lib/engine/rewrite/sigv4.js';

// The AWS SigV4 test suite's credentials and clock.
const suite = {
  region: 'us-east-1',
  service: 'service',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  now: new Date('2015-08-30T12:36:00Z'),
  body: '',
};

describe('signRequest', () => {
  it('reproduces the get-vanilla vector of the AWS test suite', () => {
    const h = signRequest({ ...suite, method: 'GET', url: 'https://example.amazonaws.com/' });

    expect(h.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(h['x-amz-date']).toBe('20150830T123600Z');
  });

  it('reproduces the post-vanilla vector', () => {
    const h = signRequest({ ...suite, method: 'POST', url: 'https://example.amazonaws.com/' });

    expect(h.authorization).toMatch(
      /Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b$/,
    );
  });

  it('reproduces the get-vanilla-query-order-key-case vector', () => {
    const h = signRequest({
      ...suite,
      method: 'GET',
      url: 'https://example.amazonaws.com/?Param2=value2&Param1=value1',
    });

    expect(h.authorization).toMatch(
      /Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500$/,
    );
  });

  it('signs the session token and extra headers when given', () => {
    const h = signRequest({
      ...suite,
      credentials: { ...suite.credentials, sessionToken: 'token-1' },
      method: 'POST',
      url: 'https://bedrock-runtime.us-east-1.amazonaws.com/model/m%3A0/converse',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });

    expect(h['x-amz-security-token']).toBe('token-1');
    expect(h.authorization).toContain('SignedHeaders=content-type;host;x-amz-date;x-amz-security-token,');
  });

  it('formats the date as the basic ISO form SigV4 expects', () => {
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
