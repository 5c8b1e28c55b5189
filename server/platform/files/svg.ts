import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';

let instance: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

/** One DOMPurify over one jsdom window, made on first use (jsdom is heavy; most processes never need it). */
function purifier() {
  if (instance) return instance;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A logo needs no outside resources: a link or image may point only inside the file (#id).
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (/^(xlink:)?href$/i.test(data.attrName) && !data.attrValue.trim().startsWith('#'))
      data.keepAttr = false;
  });
  instance = { purify, window };
  return instance;
}

/**
 * An uploaded SVG made safe (DOMPurify's SVG profile: no scripts, event handlers, foreign HTML or
 * outside references) and serialised as a standalone SVG file. Undefined when the text has no <svg> root.
 */
export function sanitizeSvg(text: string): string | undefined {
  const { purify, window } = purifier();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM_FRAGMENT: true,
  });
  const roots = [...fragment.children];
  const svg = roots[0];
  if (roots.length !== 1 || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NS) return undefined;
  return new window.XMLSerializer().serializeToString(svg);
}
