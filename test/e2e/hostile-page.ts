/**
 * A page whose visible text, title and links carry script, event-handler and javascript: payloads
 * (entity-escaped in the source, so the page's own text is the payload). The report and the portal
 * must show it as text and run none of it.
 */
export const HOSTILE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>&lt;/title&gt;&lt;script&gt;window.pwned=4&lt;/script&gt; Acme</title>
<meta name="description" content="&quot;&gt;&lt;img src=x onerror=window.pwned=5&gt; Reports for stores.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><header><nav><a href="/">Home</a> <a href="javascript:window.pwned=6">Pricing</a></nav></header>
<main><h1>&lt;script&gt;window.pwned=1&lt;/script&gt; Weekly reports</h1>
<p>&quot; onmouseover=&quot;window.pwned=2&quot; x=&quot; Acme turns raw product events into weekly revenue reports
your whole team can read. &lt;img src=x onerror=&quot;window.pwned=3&quot;&gt;</p>
<a class="button" href="javascript:window.pwned=7">Start free trial &lt;svg onload=window.pwned=8&gt;</a>
<h2>&lt;a href=&quot;javascript:window.pwned=9&quot;&gt;Why&lt;/a&gt; teams choose Acme</h2>
<p>Over 1,200 stores use Acme every week. Cancel anytime.</p>
</main><footer><p>Acme Ltd. <a href="/privacy">Privacy</a></p></footer></body></html>`;
