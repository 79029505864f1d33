/**
 * Recognises the challenge and block pages of the large bot-protection vendors.
 *
 * False positives cost more than misses here: a page wrongly called a bot wall is never audited.
 * Vendors put their scripts, cookies and headers on normal pages too (Cloudflare's JSD script,
 * DataDome's x-datadome header, PerimeterX's _pxhd cookie, a reCAPTCHA on a contact form), so
 * such a marker only counts together with a block status (403/429/503, or the vendor's own
 * challenge status) or with challenge-specific markup on a page that has almost no content.
 */

export interface BotWallInput {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  html: string;
}

export interface BotWall {
  vendor: string;
  reason: string;
}

const BLOCK_STATUSES = new Set([401, 403, 405, 429, 503]);

/** Challenge pages carry a title and a few words; real pages carry far more text than this. */
const SMALL_PAGE_TEXT = 1500;

interface Signals {
  status: number;
  blocked: boolean;
  small: boolean;
  header: (name: string) => string;
  cookies: string;
  html: string;
  title: string;
  text: string;
}

interface VendorRule {
  vendor: string;
  detect: (s: Signals) => string | null;
}

function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function pageTitle(html: string): string {
  return /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1].replace(/\s+/g, ' ').trim() ?? '';
}

const RULES: readonly VendorRule[] = [
  {
    vendor: 'Cloudflare',
    detect: (s) => {
      if (/challenge/i.test(s.header('cf-mitigated'))) return 'cf-mitigated: challenge header';
      const challengeMarkup =
        /_cf_chl_opt|\bcf-chl-|\/cdn-cgi\/challenge-platform\/h\/|cf_chl_prog|challenges\.cloudflare\.com\/turnstile\/v0\/.*?challenge/i.test(
          s.html,
        );
      if (/^just a moment\.{0,3}$/i.test(s.title) && (challengeMarkup || s.blocked))
        return '"Just a moment..." challenge page';
      if (challengeMarkup && (s.blocked || s.small)) return 'Cloudflare challenge-platform markup';
      const cloudflareServed = /cloudflare/i.test(s.header('server')) || s.header('cf-ray') !== '';
      if (
        cloudflareServed &&
        s.status === 403 &&
        /attention required!?\s*\|\s*cloudflare|sorry, you have been blocked/i.test(s.title + ' ' + s.text)
      ) {
        return 'Cloudflare "Sorry, you have been blocked" page';
      }
      return null;
    },
  },
  {
    vendor: 'Akamai',
    detect: (s) => {
      const akamai =
        /akamaighost/i.test(s.header('server')) ||
        /errors(\.|&#46;)edgesuite(\.|&#46;)net|akamai/i.test(s.html) ||
        s.header('akamai-grn') !== '';
      if (
        s.blocked &&
        akamai &&
        /access denied/i.test(s.title + ' ' + s.text) &&
        /reference(\s|&#32;)*(#|&#35;|&#x23;)/i.test(s.html)
      ) {
        return `${s.status} "Access Denied" with an Akamai reference number`;
      }
      if (s.small && /sec-if-cpt-container|\/_sec\/cp_challenge\/|bm-verify/i.test(s.html)) {
        return 'Akamai Bot Manager challenge markup';
      }
      return null;
    },
  },
  {
    vendor: 'PerimeterX (HUMAN)',
    detect: (s) => {
      const captcha = /px-captcha|_pxcaptcha|captcha\.px-cdn\.net|px-cloud\.net\/.*captcha/i.test(s.html);
      if (captcha && (s.blocked || s.small)) return 'PerimeterX "Press & Hold" captcha';
      if (s.blocked && /_pxhd|_px3|_pxvid/i.test(s.cookies) && s.small)
        return `${s.status} with PerimeterX cookies on an empty page`;
      return null;
    },
  },
  {
    vendor: 'DataDome',
    detect: (s) => {
      const captcha = /captcha-delivery\.com|\bdd=\{[^}]*'cid'/i.test(s.html);
      if (captcha && (s.blocked || s.small)) return 'DataDome captcha-delivery challenge';
      const header =
        s.header('x-datadome') !== '' || s.header('x-dd-b') !== '' || /datadome=/i.test(s.cookies);
      if (header && (s.status === 403 || s.status === 429)) return `${s.status} from DataDome (x-datadome)`;
      return null;
    },
  },
  {
    vendor: 'Imperva Incapsula',
    detect: (s) => {
      if (/_Incapsula_Resource|incapsula incident id/i.test(s.html) && (s.blocked || s.small)) {
        return 'Incapsula incident / resource challenge page';
      }
      const imperva =
        /incap_ses_|visid_incap_/i.test(s.cookies) ||
        /incapsula/i.test(s.header('x-cdn')) ||
        s.header('x-iinfo') !== '';
      if (imperva && s.blocked && s.small) return `${s.status} from Imperva on an empty page`;
      return null;
    },
  },
  {
    vendor: 'Kasada',
    detect: (s) => {
      const kasada =
        s.header('x-kpsdk-ct') !== '' || s.header('x-kpsdk-r') !== '' || s.header('x-kpsdk-c') !== '';
      if (kasada && s.blocked) return `${s.status} with Kasada x-kpsdk headers`;
      if (s.small && /KPSDK|\/ips\.js\?|kpsdk/i.test(s.html) && (s.blocked || kasada))
        return 'Kasada challenge script';
      return null;
    },
  },
  {
    vendor: 'AWS WAF',
    detect: (s) => {
      const action = s.header('x-amzn-waf-action');
      if (/challenge|captcha|block/i.test(action)) return `x-amzn-waf-action: ${action}`;
      const challenge =
        /AwsWafIntegration|awswaf\.com\/.*(challenge|captcha)\.js|gokuProps|aws-waf-token/i.test(s.html);
      if (challenge && s.small && (s.blocked || s.status === 202))
        return `${s.status} AWS WAF challenge page`;
      return null;
    },
  },
  {
    vendor: 'Sucuri',
    detect: (s) => {
      if (s.header('x-sucuri-block') !== '') return `x-sucuri-block: ${s.header('x-sucuri-block')}`;
      if (
        /sucuri website firewall|sucuri_cloudproxy_js|cloudproxy@sucuri/i.test(s.html) &&
        (s.blocked || s.small)
      ) {
        return 'Sucuri firewall page';
      }
      return null;
    },
  },
  {
    vendor: 'F5',
    detect: (s) => {
      if (/the requested url was rejected/i.test(s.text) && /support id/i.test(s.text) && s.small) {
        return 'F5 BIG-IP ASM "Request Rejected" page';
      }
      if (
        /\bTSPD_101\b|window\.bobcmn\b/.test(s.html) &&
        s.small &&
        (s.blocked || /please enable javascript/i.test(s.text))
      ) {
        return 'F5 / Shape challenge script';
      }
      return null;
    },
  },
  {
    vendor: 'Vercel',
    detect: (s) => {
      if (/challenge/i.test(s.header('x-vercel-mitigated'))) return 'x-vercel-mitigated: challenge';
      return null;
    },
  },
  {
    vendor: 'DDoS-Guard',
    detect: (s) =>
      /ddos-guard/i.test(s.header('server')) &&
      s.small &&
      (s.blocked || /checking your browser|ddos-guard/i.test(s.title))
        ? `${s.status} DDoS-Guard check page`
        : null,
  },
  {
    vendor: 'CAPTCHA interstitial',
    detect: (s) => {
      // A captcha widget alone is a contact form; it is a wall only when the page is nothing else.
      const widget =
        /\bh-captcha\b|hcaptcha\.com\/1\/api\.js|\bg-recaptcha\b|recaptcha\/(api|enterprise)\.js|challenges\.cloudflare\.com\/turnstile/i.test(
          s.html,
        );
      const wording =
        /verify (that )?you are (a )?human|are you a (robot|human)|unusual traffic|security check|checking (if the site connection is secure|your browser)|complete the captcha|please (solve|complete) the/i.test(
          s.title + ' ' + s.text,
        );
      if (widget && s.small && wording) return 'CAPTCHA interstitial on an otherwise empty page';
      return null;
    },
  },
];

/**
 * Returns the vendor and the evidence when the response is a bot wall, null otherwise.
 *
 * @example detectBotWall({ status: 403, headers: { 'cf-mitigated': 'challenge' }, html: '' })
 *   // { vendor: 'Cloudflare', reason: 'cf-mitigated: challenge header' }
 */
export function detectBotWall(input: BotWallInput): BotWall | null {
  const html = input.html ?? '';
  const text = visibleText(html);
  const signals: Signals = {
    status: input.status,
    blocked: BLOCK_STATUSES.has(input.status),
    small: text.length < SMALL_PAGE_TEXT,
    header: (name) => input.headers[name] ?? '',
    cookies: input.headers['set-cookie'] ?? '',
    html,
    title: pageTitle(html),
    text,
  };
  for (const rule of RULES) {
    const reason = rule.detect(signals);
    if (reason) return { vendor: rule.vendor, reason };
  }
  return null;
}
