// One Lighthouse run (default config: every category) of one URL, in the browser the service uses:
// @sparticuz/chromium's binary, started by puppeteer-core with that package's own flags. A child
// process of bench/lighthouse.ts, so its CPU (this process and the browser it waits for) is read
// from the parent's children rusage. Prints one JSON line: scores and Lighthouse's own run time.
//
//   node bench/lighthouse-run.mjs http://127.0.0.1:8080/page.html
import chromium from '@sparticuz/chromium';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const url = process.argv[2];
if (!url) {
  console.error('Usage: node bench/lighthouse-run.mjs <url>');
  process.exit(2);
}
const browser = await puppeteer.launch({
  executablePath: await chromium.executablePath(),
  headless: 'shell',
  // The package's flags minus --single-process (Lighthouse's trace needs the renderer apart) and the
  // ones that switch web security off; no network but loopback here, so nothing else is fetched.
  args: [
    ...chromium.args.filter(
      (f) => !['--single-process', '--disable-web-security', '--allow-running-insecure-content'].includes(f),
    ),
    '--disable-background-networking',
    '--disable-component-update',
  ],
  pipe: true,
});
try {
  const page = await browser.newPage();
  const result = await lighthouse(url, { output: 'json', logLevel: 'error' }, undefined, page);
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, c.score]));
  console.log(
    JSON.stringify({ lighthouse: lhr.lighthouseVersion, totalMs: Math.round(lhr.timing.total), scores }),
  );
} finally {
  // Closed through the protocol, so the browser waits for its own children (their CPU is counted).
  await browser.close();
}
