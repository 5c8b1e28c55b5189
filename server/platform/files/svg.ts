import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { JSDOM } from 'jsdom';
import { createRequire } from 'node:module';
import { scanSvgMarkup } from './svgScan';
import { cleanStyleAttribute, cleanStylesheet, unsafeValue } from './svgStyle';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Attribute namespaces an SVG needs (xlink:href, xml:space); any other is a vendor's or a trick's. */
const KEPT_ATTRIBUTE_NS = new Set([
  null,
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
]);
const KEPT_DECLARATIONS = new Set([`xmlns=${SVG_NS}`, `xmlns:xlink=http://www.w3.org/1999/xlink`]);
/** A bitmap embedded in the file: the one kind of data: address a logo's <image> may keep. */
const EMBEDDED_BITMAP = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify's SVG profile already drops these; named so that no later default can bring them back.
  FORBID_TAGS: ['script', 'foreignobject', 'iframe', 'a'],
  RETURN_DOM_FRAGMENT: true,
} as const satisfies Config;

type Purifier = { purify: DOMPurify; window: JSDOM['window'] };
let instance: Purifier | undefined;

/** Addresses may point only inside the file (#id); an <image> may also embed a bitmap. */
function keepReference(node: Element, value: string) {
  return value.startsWith('#') || (node.localName === 'image' && EMBEDDED_BITMAP.test(value));
}

/** A logo loads nothing from outside: references, CSS and every attribute value are held to that. */
function addHooks(purify: DOMPurify) {
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style') node.textContent = cleanStylesheet(node.textContent ?? '');
  });
  purify.addHook('beforeSanitizeAttributes', (node) => {
    if (!node.attributes) return;
    // Namespace declarations go too, except SVG's own two: the serialiser declares what the clean tree uses.
    const foreign = [...node.attributes].filter(
      (a) => !KEPT_ATTRIBUTE_NS.has(a.namespaceURI) && !KEPT_DECLARATIONS.has(`${a.name}=${a.value}`),
    );
    for (const attr of foreign) node.removeAttributeNode(attr);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (KEPT_DECLARATIONS.has(`${data.attrName}=${data.attrValue}`)) data.forceKeepAttr = true;
    else if (data.attrName === 'style') {
      data.attrValue = cleanStyleAttribute(data.attrValue);
      data.keepAttr = data.attrValue !== '';
    } else if (/^(xlink:)?href$/.test(data.attrName)) data.keepAttr = keepReference(node, data.attrValue);
    else if (unsafeValue(data.attrValue)) data.keepAttr = false;
  });
}

/**
 * One DOMPurify over one jsdom window, made on first use. jsdom takes about a second to load, so it is
 * required here rather than imported at the top: a process (or a test file) that never cleans an SVG
 * logo never pays for it.
 */
function purifier(): Purifier {
  if (instance) return instance;
  const { JSDOM: Dom } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
  const { window } = new Dom('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  addHooks(purify);
  instance = { purify, window };
  return instance;
}

/** The file read as the browser will read it (XML), or undefined when it is not well-formed SVG. */
function parseSvg(window: JSDOM['window'], text: string): Element | undefined {
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root?.localName !== 'svg' || root.namespaceURI !== SVG_NS) return undefined;
  // CDATA sections are only text to a renderer, and an HTML document (where DOMPurify works) cannot hold them.
  const walker = doc.createTreeWalker(root, window.NodeFilter.SHOW_CDATA_SECTION);
  const sections: Node[] = [];
  while (walker.nextNode()) sections.push(walker.currentNode);
  for (const node of sections) node.parentNode?.replaceChild(doc.createTextNode(node.nodeValue ?? ''), node);
  return root;
}

function clean(text: string): string | undefined {
  if (scanSvgMarkup(text)) return undefined;
  const { purify, window } = purifier();
  const parsed = parseSvg(window, text);
  if (!parsed) return undefined;
  const fragment = purify.sanitize(parsed, CONFIG);
  const roots = [...fragment.children];
  const svg = roots[0];
  if (roots.length !== 1 || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NS) return undefined;
  return new window.XMLSerializer().serializeToString(svg);
}

/**
 * An uploaded SVG made safe and serialised as a standalone SVG file: parsed as XML (as browsers read an
 * image/svg+xml file), cleaned by DOMPurify's SVG profile (no scripts, event handlers or foreign HTML) with
 * hooks that remove every outside reference, and written out again from the clean tree. Undefined when the
 * file is not an SVG the cleaner can take: too deeply nested or too large a tree (svgScan.ts), declaring
 * entities, not well-formed, not an <svg> root, or anything else that makes the cleaner fail, which is then
 * the uploader's file (a 400), not our fault (a 500).
 */
export function sanitizeSvg(text: string): string | undefined {
  try {
    return clean(text);
  } catch {
    return undefined;
  }
}
