import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for one HTTP request, with node:crypto only. The Bedrock runtime client
 * of the AWS SDK is not a dependency of this project, and one POST does not justify it; this
 * signer reproduces the published SigV4 test-suite vectors (see its tests).
 */

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface SignableRequest {
  method: string;
  url: string | URL;
  /** Extra headers to send and sign (content-type, accept ...). */
  headers?: Record<string, string>;
  body: string;
  region: string;
  service: string;
  credentials: AwsCredentials;
  now?: Date;
}

const sha256Hex = (data: string): string => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding: everything but unreserved characters (encodeURIComponent leaves !'()* alone). */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** "20150830T123600Z" */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * Non-S3 services sign each path segment encoded twice: the path already travels encoded once
 * (a Bedrock model id's ":" as %3A), and the canonical form encodes it again (%253A).
 */
function canonicalPath(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => rfc3986(segment))
    .join('/');
}

/**
 * The headers that sign the request: host, x-amz-date, x-amz-security-token when the credentials
 * are temporary, the given ones, and authorization.
 *
 * @example signRequest({ method: 'POST', url, body, region: 'us-east-1', service: 'bedrock', credentials })
 */
export function signRequest(req: SignableRequest): Record<string, string> {
  const url = typeof req.url === 'string' ? new URL(req.url) : req.url;
  const date = amzDate(req.now ?? new Date());
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers ?? {}))
    headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ');
  headers.host = url.host;
  headers['x-amz-date'] = date;
  if (req.credentials.sessionToken) headers['x-amz-security-token'] = req.credentials.sessionToken;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    req.method.toUpperCase(),
    canonicalPath(url),
    canonicalQuery(url),
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    signedHeaders,
    sha256Hex(req.body),
  ].join('\n');
  const scope = `${day}/${req.region}/${req.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${req.credentials.secretAccessKey}`, day), req.region), req.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${req.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
