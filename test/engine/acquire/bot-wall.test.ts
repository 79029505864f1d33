import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectBotWall, type BotWallInput } from '../../../lib/engine/acquire/bot-wall.js';

const corpus = path.resolve(process.cwd(), '../shared/corpus/pages');

/** A real page's worth of words, so "small page" rules see a normal page. */
const article = Array.from(
  { length: 60 },
  (_, i) =>
    `<p>Paragraph ${i}: our waterproofing crews seal basements, repair foundations and answer every call within a day.</p>`,
).join('\n');

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

const cloudflareChallenge = page(
  '<title>Just a moment...</title><meta name="robots" content="noindex,nofollow">',
  `<div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">www.example.com</h1>
   <h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2>
   <noscript><div id="challenge-error-title">Enable JavaScript and cookies to continue</div></noscript></div></div>
   <script>(function(){window._cf_chl_opt={cvId: '2',cZone: "www.example.com",cType: 'managed',cRay: '7d1c2d3e4f5a6b7c'};
   var cpo=document.createElement('script');cpo.src='/cdn-cgi/challenge-platform/h/g/orchestrate/managed/v1?ray=7d1c2d3e4f5a6b7c';
   document.getElementsByTagName('head')[0].appendChild(cpo);}());</script>`,
);

const cloudflareBlocked = page(
  '<title>Attention Required! | Cloudflare</title>',
  `<div id="cf-wrapper"><div id="cf-error-details" class="cf-error-details-wrapper"><h1 data-translate="block_headline">Sorry, you have been blocked</h1>
   <h2 class="cf-subheadline">You are unable to access example.com</h2><p>This website is using a security service to protect itself from online attacks.</p>
   <span class="cf-footer-item">Cloudflare Ray ID: <strong>7d1c2d3e4f5a6b7c</strong></span></div></div>`,
);

const akamaiDenied = `<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n
You don't have permission to access "http&#58;&#47;&#47;www&#46;example&#46;com&#47;" on this server.<P>\n
Reference&#32;&#35;18&#46;5e3b2c17&#46;1700000000&#46;1a2b3c4d\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;5e3b2c17</P>\n</BODY>\n</HTML>`;

const perimeterX = page(
  '<title>Access to this page has been denied</title>',
  `<div id="px-captcha-wrapper"><h1>Before we continue...</h1><p>Press &amp; Hold to confirm you are a human (and not a bot).</p>
   <div id="px-captcha"></div></div><script>window._pxAppId='PXabc123';window._pxJsClientSrc='/abc123/init.js';</script>
   <script src="https://captcha.px-cdn.net/PXabc123/captcha.js?a=c&m=0"></script>`,
);

const dataDome = `<html><head><title>example.com</title><style>#cmsg{animation: A 1.5s;}</style></head><body style="margin:0">
<p id="cmsg">Please enable JS and disable any ad blocker</p><script data-cfasync="false">var dd={'rt':'c','cid':'AHrlqAAAAAMA1a2b3c','hsh':'2211F522B61E269B869FA6EAFFB5E1','t':'fe','s':17434,'e':'abc','host':'geo.captcha-delivery.com'}</script>
<script data-cfasync="false" src="https://ct.captcha-delivery.com/c.js"></script></body></html>`;

const incapsula = `<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"></head>
<body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=22&xinfo=10-12345-0%200NNN%20RT&incident_id=123-456&edet=12&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 123-456</iframe></body></html>`;

const kasada = `<!DOCTYPE html><html><head></head><body><script>window.KPSDK={};KPSDK.now=typeof performance!=='undefined'&&performance.now?performance.now.bind(performance):Date.now.bind(Date);KPSDK.start=KPSDK.now();</script>
<script src="/149e9513-01fa-4fb0-aad4-566afd725d1b/2d206a39-8ed7-437e-a3be-862e0f06eea3/ips.js?tkrm_alpekz_s1.3=0EOFqXw"></script></body></html>`;

const awsWaf = page(
  '<title></title><script>window.awsWafCookieDomainList = [];window.gokuProps = {"key":"AQIDAHjcYu","iv":"D549fzA","context":"abc"};</script><script src="https://abc123.edge.sdk.awswaf.com/abc123/def456/challenge.js"></script>',
  '<div id="challenge-container"></div><script>AwsWafIntegration.checkForceRefresh().then((f) => { if (f) { AwsWafIntegration.forceRefreshToken().then(() => window.location.reload(true)) } else { AwsWafIntegration.getToken().then(() => window.location.reload(true)) } });</script><noscript><h1>JavaScript is disabled</h1></noscript>',
);

const sucuri = page(
  '<title>Sucuri WebSite Firewall - Access Denied</title>',
  '<div id="main-container"><h2>Access Denied - Sucuri Website Firewall</h2><p>If you are the site owner (or you manage this site), please whitelist your IP.</p><table><tr><td>Block ID:</td><td>BNP005</td></tr></table></div>',
);

const f5Rejected = `<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 1234567890123456789<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`;

const hcaptchaWall = page(
  '<title>Security check</title><script src="https://hcaptcha.com/1/api.js" async defer></script>',
  '<main><h1>One more step</h1><p>Please complete the security check to access example.com.</p><form method="post"><div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div><button>Continue</button></form></main>',
);

const recaptchaWall = page(
  '<title>Are you a robot?</title><script src="https://www.google.com/recaptcha/api.js"></script>',
  '<p>Our systems have detected unusual traffic from your computer network. Please confirm you are not a robot.</p><form action="/verify"><div class="g-recaptcha" data-sitekey="6Lc_aCMTAAAAABx7u2W0WPXnVbI_v6ZdbM6rYf16"></div></form>',
);

const positives: Array<[string, BotWallInput, string]> = [
  [
    'a Cloudflare managed challenge (503)',
    { status: 503, headers: { server: 'cloudflare', 'cf-ray': '7d1c-AMS' }, html: cloudflareChallenge },
    'Cloudflare',
  ],
  [
    'a Cloudflare challenge announced by cf-mitigated',
    { status: 403, headers: { 'cf-mitigated': 'challenge' }, html: '' },
    'Cloudflare',
  ],
  [
    'a Cloudflare challenge served with status 200',
    { status: 200, headers: {}, html: cloudflareChallenge },
    'Cloudflare',
  ],
  [
    'a Cloudflare firewall block',
    { status: 403, headers: { server: 'cloudflare', 'cf-ray': 'x' }, html: cloudflareBlocked },
    'Cloudflare',
  ],
  [
    'an Akamai Access Denied page',
    { status: 403, headers: { server: 'AkamaiGHost' }, html: akamaiDenied },
    'Akamai',
  ],
  [
    'a PerimeterX Press & Hold page',
    { status: 403, headers: { 'set-cookie': '_pxhd=abc; path=/' }, html: perimeterX },
    'PerimeterX (HUMAN)',
  ],
  [
    'a DataDome captcha (403)',
    { status: 403, headers: { 'x-datadome': 'protected', server: 'DataDome' }, html: dataDome },
    'DataDome',
  ],
  [
    'a DataDome block with an empty body',
    { status: 403, headers: { 'x-datadome': 'protected', 'x-dd-b': '1' }, html: '' },
    'DataDome',
  ],
  [
    'an Incapsula incident page',
    { status: 200, headers: { 'set-cookie': 'incap_ses_123_456=abc; path=/' }, html: incapsula },
    'Imperva Incapsula',
  ],
  ['a Kasada 429', { status: 429, headers: { 'x-kpsdk-ct': '0abc' }, html: kasada }, 'Kasada'],
  [
    'an AWS WAF challenge action',
    { status: 202, headers: { 'x-amzn-waf-action': 'challenge' }, html: awsWaf },
    'AWS WAF',
  ],
  ['an AWS WAF challenge page without the header', { status: 405, headers: {}, html: awsWaf }, 'AWS WAF'],
  [
    'a Sucuri block',
    { status: 403, headers: { server: 'Sucuri/Cloudproxy', 'x-sucuri-block': 'BNP005' }, html: sucuri },
    'Sucuri',
  ],
  [
    'a Sucuri block page without the header',
    { status: 403, headers: { server: 'Sucuri/Cloudproxy' }, html: sucuri },
    'Sucuri',
  ],
  ['an F5 ASM rejection', { status: 200, headers: {}, html: f5Rejected }, 'F5'],
  [
    'a Vercel checkpoint',
    { status: 429, headers: { 'x-vercel-mitigated': 'challenge' }, html: '' },
    'Vercel',
  ],
  ['an hCaptcha interstitial', { status: 200, headers: {}, html: hcaptchaWall }, 'CAPTCHA interstitial'],
  ['a reCAPTCHA interstitial', { status: 429, headers: {}, html: recaptchaWall }, 'CAPTCHA interstitial'],
];

describe('detectBotWall', () => {
  it.each(positives)('recognises %s', (_name, input, vendor) => {
    const wall = detectBotWall(input);
    expect(wall?.vendor).toBe(vendor);
    expect(wall?.reason.length).toBeGreaterThan(5);
  });

  const negatives: Array<[string, BotWallInput]> = [
    [
      'a normal page proxied by Cloudflare with its JSD script',
      {
        status: 200,
        headers: { server: 'cloudflare', 'cf-ray': '7d1c-AMS', 'cf-cache-status': 'HIT' },
        html: page(
          '<title>Acme Waterproofing</title>',
          `${article}<script>(function(){window.__CF$cv$params={r:'7d1c',t:'MTcwMA=='};var a=document.createElement('script');a.src='/cdn-cgi/challenge-platform/scripts/jsd/main.js';document.head.appendChild(a);})();</script><script src="/cdn-cgi/scripts/5c5dd728/cloudflare-static/email-decode.min.js"></script>`,
        ),
      },
    ],
    [
      'a short Cloudflare-proxied page with the JSD script',
      {
        status: 200,
        headers: { server: 'cloudflare' },
        html: page(
          '<title>Coming soon</title>',
          '<h1>Coming soon</h1><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script>',
        ),
      },
    ],
    [
      'a contact page with a reCAPTCHA on its form',
      {
        status: 200,
        headers: {},
        html: page(
          '<title>Contact us</title><script src="https://www.google.com/recaptcha/api.js"></script>',
          '<h1>Contact us</h1><p>Tell us about your project and we reply within one business day.</p><form><input name="email"><textarea name="msg"></textarea><div class="g-recaptcha" data-sitekey="x"></div><button>Send</button></form>',
        ),
      },
    ],
    [
      'a long page with an hCaptcha newsletter form',
      {
        status: 200,
        headers: {},
        html: page('<title>Blog</title>', `${article}<div class="h-captcha" data-sitekey="x"></div>`),
      },
    ],
    [
      'a DataDome-protected page that was served',
      {
        status: 200,
        headers: { 'x-datadome': 'protected', 'set-cookie': 'datadome=abc' },
        html: page('<title>Shop</title>', article),
      },
    ],
    [
      'a page carrying PerimeterX cookies',
      {
        status: 200,
        headers: { 'set-cookie': '_pxhd=abc; path=/, _pxvid=def' },
        html: page('<title>Shop</title>', '<h1>Sale</h1>'),
      },
    ],
    [
      'a page carrying Incapsula cookies',
      {
        status: 200,
        headers: { 'set-cookie': 'visid_incap_1=a, incap_ses_1_2=b', 'x-iinfo': '1-2-3' },
        html: page('<title>Bank</title>', article),
      },
    ],
    [
      'a page that integrates the AWS WAF token script',
      {
        status: 200,
        headers: {},
        html: page(
          '<title>App</title><script src="https://abc.edge.sdk.awswaf.com/abc/def/challenge.compact.js" defer></script>',
          article,
        ),
      },
    ],
    [
      'a Cloudflare-served 404 page',
      {
        status: 404,
        headers: { server: 'cloudflare' },
        html: page('<title>Page not found</title>', '<h1>404</h1><p>This page does not exist.</p>'),
      },
    ],
    [
      'a Cloudflare origin error (522)',
      {
        status: 522,
        headers: { server: 'cloudflare' },
        html: page(
          '<title>example.com | 522: Connection timed out</title>',
          '<div id="cf-error-details"><h1>Connection timed out</h1></div>',
        ),
      },
    ],
    [
      'a plain 503 maintenance page',
      {
        status: 503,
        headers: { 'retry-after': '120' },
        html: page('<title>Maintenance</title>', '<h1>We will be back soon</h1>'),
      },
    ],
    [
      'a 403 from an origin with no vendor markers',
      { status: 403, headers: { server: 'nginx' }, html: '<html><body><h1>403 Forbidden</h1></body></html>' },
    ],
    [
      'an article that mentions "Access Denied" and Akamai',
      {
        status: 200,
        headers: {},
        html: page('<title>Access Denied: a review</title>', `<p>Akamai Reference #1</p>${article}`),
      },
    ],
  ];

  it.each(negatives)('does not flag %s', (_name, input) => {
    expect(detectBotWall(input)).toBeNull();
  });

  const corpusPages = readdirSync(corpus, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.html'),
  );

  it('finds corpus pages to check', () => {
    expect(corpusPages.length).toBeGreaterThan(40);
  });

  it.each(corpusPages)('does not flag the corpus page %s', (file) => {
    const html = readFileSync(path.join(corpus, file), 'utf8');
    expect(detectBotWall({ status: 200, headers: { 'content-type': 'text/html' }, html })).toBeNull();
    // The same page served through Cloudflare is still a normal page.
    expect(detectBotWall({ status: 200, headers: { server: 'cloudflare', 'cf-ray': 'x' }, html })).toBeNull();
  });
});
