/**
 * Pages that attack the renderer (issue #14), shared by test/engine/acquire/hostile-pages.test.ts
 * and bench/hostile.ts. Every page carries static text, so a static fallback has something to audit.
 */

const page = (title: string, script: string, extra = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body>
  <h1>${title}</h1><p>Some words a visitor would read on this page.</p><a href="/control">Home</a>
  ${extra}<script>${script}</script></body></html>`;

export const HOSTILE_PAGES: Record<string, string> = {
  '/endless-script': page('Endless script', 'while (true) {}'),
  '/endless-after-load': page(
    'Endless after load',
    "addEventListener('load', () => setTimeout(() => { for (;;) {} }, 0));",
  ),
  '/timeout-loop': page(
    'Timeout loop',
    'const spin = () => { const end = Date.now() + 40; while (Date.now() < end) {} setTimeout(spin, 0); }; spin();',
  ),
  '/promise-loop': page('Promise loop', 'const again = () => Promise.resolve().then(again); again();'),
  '/pushstate-loop': page(
    'PushState loop',
    "let i = 0; for (;;) { try { history.pushState({ i }, '', '?step=' + i++); } catch {} }",
  ),
  '/location-loop': page(
    'Location loop',
    "setTimeout(() => location.replace('/location-loop?n=' + Math.random()), 0);",
  ),
  '/dialogs': page(
    'Dialogs',
    `alert('hello'); confirm('sure?'); prompt('name?', 'x');
     addEventListener('beforeunload', (e) => { e.preventDefault(); e.returnValue = 'stay'; return 'stay'; });
     for (let i = 0; i < 50; i++) alert(i);`,
  ),
  '/popups': page(
    'Popups',
    `for (let i = 0; i < 500; i++) window.open('/popup?' + i, '_blank');
     setInterval(() => window.open('/popup?late', '_blank'), 5);`,
  ),
  '/huge-dom': page(
    'Huge DOM',
    `const root = document.createElement('div');
     for (let i = 0; i < 100000; i++) { const d = document.createElement('div'); d.textContent = 'node ' + i; root.appendChild(d); }
     document.body.appendChild(root);`,
  ),
  '/memory-hog': page(
    'Memory hog',
    `const keep = [];
     setInterval(() => { for (let i = 0; i < 8; i++) { keep.push(new Uint8Array(16 * 1024 * 1024).fill(i + 1)); keep.push(new Array(1e6).fill(i)); } }, 5);`,
  ),
  '/web-workers': page(
    'Web workers',
    `const spin = URL.createObjectURL(new Blob(['while (true) {}'], { type: 'text/javascript' }));
     for (let i = 0; i < 16; i++) new Worker(spin);`,
  ),
  '/huge-text': page(
    'Huge text',
    '',
    `<div>${Array.from({ length: 4_000 }, (_, i) => `<p>Paragraph ${i}: ${'words a visitor scrolls past '.repeat(10)}</p>`).join('')}</div>`,
  ),
  '/self-iframe': page(
    'Self iframe',
    '',
    '<iframe src="/self-iframe"></iframe><iframe src="/self-iframe?b"></iframe>',
  ),
};

/** An ordinary page, rendered after each hostile one. */
export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><title>Control</title></head><body>
  <h1>An ordinary page</h1><p>Send invoices in a minute and get paid twice as fast.</p>
  <a href="/signup">Start free trial</a></body></html>`;

/** The body for a path of the hostile site, or null (404). */
export function hostileBody(pathname: string): string | null {
  if (pathname === '/control' || pathname === '/popup') return CONTROL_PAGE;
  return HOSTILE_PAGES[pathname] ?? null;
}
