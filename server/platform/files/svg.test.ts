import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './svg';
import { MAX_SVG_DEPTH, MAX_SVG_NODES } from './svgScan';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string, attrs = '') => `<svg ${NS}${attrs}>${body}</svg>`;
const nested = (depth: number) => svg(`${'<g>'.repeat(depth - 1)}<rect/>${'</g>'.repeat(depth - 1)}`);

/**
 * What an outside reference looks like anywhere in the cleaned text: an address with a scheme or a network
 * path, an @import, a url() not to #id, a script address, a script element, an event handler, an escape.
 * The SVG and XLink namespace declarations are names, never fetched, so they are taken out first.
 */
function outsideReferences(clean: string) {
  const text = clean.replace(/ xmlns(:xlink)?="http:\/\/www\.w3\.org\/(2000\/svg|1999\/xlink)"/g, '');
  const found = text.match(
    /https?:|\/\/|@import|url\(\s*['"]?(?!#)|(java|vb)script:|data:(?!image\/(png|jpeg|gif|webp);base64,)|<script|<foreignObject|<iframe|\son[a-z]+=|\\|<!|<\?/gi,
  );
  return found ?? [];
}

/** Well-known SVG attack vectors (OWASP's XSS cheat sheet, DOMPurify's and svg-sanitizer's fixtures). */
const HOSTILE: Record<string, string> = {
  'onload handler': svg('<rect/>', ' onload="alert(1)"'),
  'handler on a shape': svg('<rect onclick="alert(1)" onmouseover="alert(2)"/>'),
  'script element': svg('<script>alert(document.cookie)</script><rect/>'),
  'script with an outside source': svg('<script href="https://evil.example/x.js"/><rect/>'),
  'script in CDATA': svg('<script><![CDATA[alert(1)]]></script>'),
  'uppercase script': svg('<SCRIPT>alert(1)</SCRIPT>'),
  'javascript: link': svg('<a xlink:href="javascript:alert(1)"><rect/></a>'),
  'entity-encoded javascript: link': svg('<a href="&#106;ava&#x09;script:alert(1)"><rect/></a>'),
  'animate sets href to javascript:': svg(
    '<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a>',
  ),
  'set sets xlink:href': svg('<a><set attributeName="xlink:href" to="javascript:alert(1)"/><rect/></a>'),
  'set adds a handler': svg('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>'),
  'animate with onbegin': svg('<rect><animate onbegin="alert(1)" attributeName="x" dur="1s"/></rect>'),
  'foreignObject with HTML': svg(
    '<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="https://evil.example/x" onerror="alert(1)"/></body></foreignObject>',
  ),
  'foreignObject with iframe': svg(
    '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="//evil.example"/></foreignObject>',
  ),
  'HTML element by namespace': svg(
    '<html:img xmlns:html="http://www.w3.org/1999/xhtml" src="https://evil.example/x.png"/>',
  ),
  'remote image': svg('<image href="https://evil.example/track.png"/>'),
  'XLink bound to another prefix': svg(
    '<image xmlns:x="http://www.w3.org/1999/xlink" x:href="https://evil.example/track.png"/>',
  ),
  'network-path image': svg('<image xlink:href="//evil.example/track.png"/>'),
  'data: image that is HTML': svg(
    '<image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="/>',
  ),
  'data: image that is SVG': svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'),
  'use of an outside file': svg('<use href="https://evil.example/sprite.svg#a"/>'),
  'use of a data: file': svg('<use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#a"/>'),
  'feImage from outside': svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'),
  'gradient template from outside': svg('<linearGradient id="g" href="https://evil.example/g.svg#g"/>'),
  'pattern and filter templates': svg(
    '<pattern id="p" xlink:href="//evil.example#p"/><filter id="f" xlink:href="https://evil.example#f"/>',
  ),
  'tref and mpath': svg('<tref xlink:href="https://evil.example#t"/><mpath xlink:href="//evil.example#p"/>'),
  'font-face-uri': svg(
    '<font-face><font-face-src><font-face-uri xlink:href="https://evil.example/f.svg#f"/></font-face-src></font-face>',
  ),
  'xml:base and requiredExtensions': svg(
    '<rect requiredExtensions="https://evil.example"/>',
    ' xml:base="https://evil.example/"',
  ),
  XInclude: svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="https://evil.example/x"/>'),
  'xml-events handler': svg(
    '<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">alert(1)</handler>',
  ),
  'stylesheet processing instruction': `<?xml-stylesheet href="https://evil.example/x.css"?>${svg(
    '<?xml-stylesheet href="//evil.example/y.css"?><rect/>',
  )}`,
  'vendor namespace on an attribute': svg(
    '<rect xmlns:e="https://evil.example/ns" e:href="https://evil.example"/>',
  ),
  '@import url() in <style>': svg('<style>@import url(https://evil.example/x.css);</style><rect/>'),
  '@import string in <style>': svg('<style>@import "https://evil.example/x.css";</style>'),
  '@IMPORT uppercase': svg('<style>@IMPORT URL(//evil.example/x.css);</style>'),
  '@import escaped as @\\69mport': svg('<style>@\\69mport url(https://evil.example/x.css);</style>'),
  '@import escaped with padding': svg('<style>a{}\n@\\000069mport url(https://evil.example/x.css);</style>'),
  '@import after a comment': svg('<style>/* logo */@import url(https://evil.example/x.css);</style>'),
  '@import in CDATA': svg('<style><![CDATA[ @import url("https://evil.example/x.css"); ]]></style>'),
  '@import inside @media': svg('<style>@media all { @import url(https://evil.example/x.css); }</style>'),
  '<style> inside a group': svg('<g><style>@import url(https://evil.example/x.css);</style><rect/></g>'),
  'url() with spaces and quotes': svg('<style>rect{fill:url( "https://evil.example/x.svg#g" )}</style>'),
  'URL() uppercase with single quotes': svg("<style>rect{fill:URL( 'https://evil.example/x' )}</style>"),
  'url() as \\75rl()': svg('<style>rect{fill:\\75rl(https://evil.example/x)}</style>'),
  'url() with an escape inside': svg('<style>rect{fill:u\\rl(https://evil.example/x)}</style>'),
  'network-path url()': svg('<style>rect{background:url(//evil.example/x.png)}</style>'),
  '@font-face src': svg('<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>'),
  'cursor url()': svg('<style>rect{cursor:url(https://evil.example/c.cur),auto}</style>'),
  'image-set()': svg('<style>rect{fill:image-set("https://evil.example/x.png" 1x)}</style>'),
  '@namespace': svg('<style>@namespace url(https://evil.example/ns);</style>'),
  'behavior and -moz-binding': svg(
    '<style>rect{behavior:url(https://evil.example/x.htc);-moz-binding:url(//evil.example/x.xml#x)}</style>',
  ),
  'expression()': svg('<style>rect{width:expression(alert(1))}</style>'),
  'selector naming an address': svg('<style>a[href="https://evil.example"]{fill:red}</style>'),
  'style attribute url()': svg('<rect style="fill:url(https://evil.example/x.svg#g)"/>'),
  'style attribute that ends its rule': svg(
    '<rect style="fill:red}@import url(https://evil.example/x.css);x{fill:blue"/>',
  ),
  'style attribute @import': svg('<rect style="@import url(https://evil.example/x.css)"/>'),
  'style attribute escape': svg('<rect style="fill:\\75rl(https://evil.example/x)"/>'),
  'style attribute quoted url()': svg('<rect style="fill:url( &quot;//evil.example/x&quot; )"/>'),
  'fill attribute url()': svg('<rect fill="url(https://evil.example/x.svg#g)"/>'),
  'filter, mask, cursor attributes': svg(
    `<rect filter="url(//evil.example/f.svg#f)" mask="url('https://evil.example#m')" cursor="url(https://evil.example/c.cur)"/>`,
  ),
  'clip-path javascript:': svg('<rect clip-path="url(javascript:alert(1))"/>'),
  'CDATA that closes the text': svg('<text><![CDATA[</text><script>alert(1)</script>]]></text>'),
};

describe('cleaning hostile SVGs', () => {
  it.each(Object.entries(HOSTILE))(
    'when the SVG carries %s, then nothing outside survives',
    (_name, input) => {
      const clean = sanitizeSvg(input);
      if (clean === undefined) return; // refused would be safe too; the next test shows none is
      expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(outsideReferences(clean)).toEqual([]);
    },
  );

  it('when the hostile table is cleaned, then every file is cleaned rather than refused', () => {
    const refused = Object.entries(HOSTILE).filter(([, input]) => sanitizeSvg(input) === undefined);
    expect(refused.map(([name]) => name)).toEqual([]);
  });

  it('when a shape is kept beside hostile parts, then the shape and its local fill remain', () => {
    const clean = sanitizeSvg(
      svg('<rect width="10" height="10" fill="url(#g)" style="fill:url(https://evil.example/x)"/>'),
    );
    expect(clean).toContain('<rect width="10" height="10" fill="url(#g)"/>');
  });

  it('when an <image> embeds a PNG, then it is kept; a script address in it is not', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeSvg(svg(`<image href="${png}"/>`))).toContain(`href="${png}"`);
    expect(sanitizeSvg(svg('<image href="data:image/png;base64,x&quot; onload=&quot;a"/>'))).not.toContain(
      'href',
    );
  });
});

describe('refusing what the cleaner cannot take', () => {
  it('when an SVG is nested 10,000 deep, then it is refused at once, before any parser sees it', () => {
    const started = performance.now();
    expect(sanitizeSvg(nested(10_000))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
  });

  it(`when an SVG is nested ${MAX_SVG_DEPTH} deep, then it is kept; one more, refused`, () => {
    expect(sanitizeSvg(nested(MAX_SVG_DEPTH))).toContain('<rect/>');
    expect(sanitizeSvg(nested(MAX_SVG_DEPTH + 1))).toBeUndefined();
  });

  it(`when an SVG has more than ${MAX_SVG_NODES} nodes, then it is refused at once; that many, kept`, () => {
    const started = performance.now();
    expect(sanitizeSvg(svg('<!---->'.repeat(MAX_SVG_NODES)))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
    expect(sanitizeSvg(svg('<rect/>'.repeat(MAX_SVG_NODES - 1)))).toContain('<rect/>');
  });

  it('when nesting hides behind self-closing look-alikes in quotes, then it still counts', () => {
    const tricky = svg(`${'<g id="/">'.repeat(100)}${'</g>'.repeat(100)}`);
    expect(sanitizeSvg(tricky)).toBeUndefined();
  });

  it.each([
    [
      'an internal entity',
      `<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>${svg('<text>&x;</text>')}`,
    ],
    [
      'an outside entity',
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "https://evil.example/x">]>${svg('<text>&x;</text>')}`,
    ],
    [
      'a billion laughs',
      `<!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    ],
    ['an HTML entity XML does not know', svg('<text>&nbsp;</text>')],
    ['no root at all', 'just words <svg'],
    ['an unclosed tag', `<svg ${NS}><g></svg>`],
    ['an unterminated comment', `<svg ${NS}><!-- never closed </svg>`],
    ['two roots', `${svg('')}${svg('')}`],
    ['no SVG namespace', '<svg viewBox="0 0 1 1"><rect/></svg>'],
    ['an HTML page', '<html><body><svg><rect/></svg></body></html>'],
    ['a control character', svg('<text>a\u0001b</text>')],
    ['an undeclared prefix', svg('<rect foo:bar="1"/>')],
    ['a stray declaration', svg('<!ELEMENT rect ANY><rect/>')],
    ['binary after the tag', `<svg ${NS}>\u0000\u00ff\ufffe</svg>`],
  ])('when the file has %s, then it is refused', (_name, input) => {
    expect(sanitizeSvg(input)).toBeUndefined();
  });
});

describe('keeping a real logo', () => {
  const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: a design tool -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${NS} viewBox="0 0 120 40" width="120" height="40">
  <defs>
    <linearGradient id="brand" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#f85c88"/><stop offset="1" stop-color="#3a1c71" stop-opacity="0.8"/>
    </linearGradient>
    <clipPath id="clip"><rect width="120" height="40" rx="6"/></clipPath>
  </defs>
  <style><![CDATA[ .st0{fill:#FFFFFF;} .st1 { fill : url(#brand); stroke:#222 } ]]></style>
  <g clip-path="url(#clip)" transform="translate(2 2) scale(1.5)">
    <rect class="st1" width="120" height="40"/>
    <path class="st0" d="M10 30 C 20 10, 40 10, 50 30 Z" fill-rule="evenodd"/>
    <circle cx="90" cy="20" r="8" style="fill:rgb(255, 200, 0);stroke-width:2;stroke:#000000"/>
    <text x="100" y="30" font-family="'Open Sans', sans-serif" font-size="12">Keel</text>
  </g>
</svg>`;

  it('when a logo with gradients, local url(#id) fills and design-tool CSS is cleaned, then its drawing is kept', () => {
    const clean = sanitizeSvg(LOGO)!;
    expect(clean).toBeDefined();
    expect(outsideReferences(clean)).toEqual([]);
    for (const part of [
      'viewBox="0 0 120 40"',
      '<linearGradient id="brand" x1="0" y1="0" x2="1" y2="0">',
      '<stop offset="0" stop-color="#f85c88"/>',
      '<stop offset="1" stop-color="#3a1c71" stop-opacity="0.8"/>',
      '<clipPath id="clip"><rect width="120" height="40" rx="6"/></clipPath>',
      '<g clip-path="url(#clip)" transform="translate(2 2) scale(1.5)">',
      '<rect class="st1" width="120" height="40"/>',
      '<path class="st0" d="M10 30 C 20 10, 40 10, 50 30 Z" fill-rule="evenodd"/>',
      'style="fill:rgb(255, 200, 0);stroke-width:2;stroke:#000000"',
      `font-family="'Open Sans', sans-serif"`,
      '>Keel</text>',
    ])
      expect(clean).toContain(part);
    expect(clean).toContain('<style>.st0{fill:#FFFFFF}\n.st1{fill:url(#brand);stroke:#222}</style>');
  });

  it('when a clean logo is cleaned again, then nothing changes', () => {
    const once = sanitizeSvg(LOGO)!;
    expect(sanitizeSvg(once)).toBe(once);
  });
});
