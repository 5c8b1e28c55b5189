import postcss, { type Declaration, type Root } from 'postcss';

/**
 * What styling an uploaded SVG may keep. Design tools write a logo's colours as CSS (Illustrator a <style>
 * of classes, Inkscape style attributes), so CSS is kept rather than dropped, but only what paints: the SVG
 * presentation properties, with values that can name nothing outside the file. CSS is parsed by postcss and
 * written out again from what passed, never passed through, so what the browser reads is what was checked:
 * no at-rule survives (@import, @font-face, however escaped or spelled), no escape, no url() but url(#id).
 */

const PRESENTATION_PROPERTIES = new Set([
  ...['fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap'],
  ...['stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color'],
  ...['display', 'visibility', 'overflow', 'clip-path', 'clip-rule', 'mask', 'filter', 'stop-color'],
  ...['stop-opacity', 'flood-color', 'flood-opacity', 'lighting-color', 'marker', 'marker-start'],
  ...['marker-mid', 'marker-end', 'paint-order', 'vector-effect', 'shape-rendering', 'image-rendering'],
  ...['color-interpolation', 'color-interpolation-filters', 'mix-blend-mode', 'isolation', 'transform'],
  ...['transform-origin', 'font-family', 'font-size', 'font-style', 'font-weight', 'font-variant'],
  ...['font-stretch', 'letter-spacing', 'word-spacing', 'text-anchor', 'text-decoration', 'white-space'],
  ...['dominant-baseline', 'alignment-baseline', 'baseline-shift', 'writing-mode', 'direction'],
]);

/** Functions that compute a colour, a length or a transform; url() is checked on its own (local only). */
const SAFE_FUNCTIONS = new Set([
  ...['url', 'rgb', 'rgba', 'hsl', 'hsla', 'calc', 'matrix', 'translate', 'translatex', 'translatey'],
  ...['scale', 'scalex', 'scaley', 'rotate', 'skewx', 'skewy', 'blur', 'drop-shadow'],
]);

/** Letters, digits, spaces and the punctuation of colours, lengths, lists and quoted font names. */
const CSS_VALUE = /^[\p{L}\p{N}\s#%.,()+\-'"/_]*$/u;
/** Type, class and id selectors with combinators and simple pseudo-classes; no strings, no escapes. */
const CSS_SELECTOR = /^[\p{L}\p{N}\s_.#,>+~*:()-]+$/u;

/**
 * Whether a value (a CSS value or any attribute's) could make the browser fetch or run something: an
 * escape (which could spell anything), a function not known to be harmless, a url() not to #id, a
 * network-path reference or a script/data scheme.
 */
export function unsafeValue(value: string): boolean {
  if (value.includes('\\') || value.includes('//')) return true;
  if (/(java|vb)script:|data:/i.test(value.replace(/[\s\p{Cc}]+/gu, ''))) return true;
  for (let paren = value.indexOf('('); paren !== -1; paren = value.indexOf('(', paren + 1)) {
    const name = functionName(value, paren);
    if (name && !SAFE_FUNCTIONS.has(name)) return true;
    if (name === 'url' && !/^\s*['"]?#/.test(value.slice(paren + 1, paren + 64))) return true;
  }
  return false;
}

/**
 * The name just before the `(` at `paren`, lower-cased. Walked back by hand: a regular expression for
 * "name then (" retries from every letter of a long run without one, quadratic on a 500 KB path.
 */
function functionName(value: string, paren: number) {
  let start = paren;
  while (start > 0 && /[\p{L}\p{N}_-]/u.test(value[start - 1])) start--;
  return value.slice(start, paren).toLowerCase();
}

function keptDeclaration(decl: Declaration): string | undefined {
  const prop = decl.prop.toLowerCase();
  if (!PRESENTATION_PROPERTIES.has(prop)) return undefined;
  if (!CSS_VALUE.test(decl.value) || unsafeValue(decl.value)) return undefined;
  return `${prop}:${decl.value.trim()}${decl.important ? '!important' : ''}`;
}

function declarations(container: { each: Root['each'] }): string {
  const kept: string[] = [];
  container.each((node) => {
    const text = node.type === 'decl' ? keptDeclaration(node) : undefined;
    if (text) kept.push(text);
  });
  return kept.join(';');
}

/** postcss's tree, or undefined when the text is not CSS it can read (the styling is then dropped). */
function parse(css: string): Root | undefined {
  try {
    return postcss.parse(css);
  } catch {
    return undefined;
  }
}

/** A <style> element's text reduced to plain rules of presentation properties; '' when nothing is left. */
export function cleanStylesheet(css: string): string {
  const root = parse(css);
  if (!root) return '';
  const rules: string[] = [];
  root.each((node) => {
    // At-rules, comments and anything else that is not a plain rule are left behind.
    if (node.type !== 'rule' || !CSS_SELECTOR.test(node.selector)) return;
    const body = declarations(node);
    if (body) rules.push(`${node.selector.replace(/\s+/g, ' ').trim()}{${body}}`);
  });
  return rules.join('\n');
}

/** A style attribute reduced to presentation properties; '' when nothing is left. */
export function cleanStyleAttribute(style: string): string {
  // Read as the body of one rule: a `}` in the attribute that tries to end it leaves more than one node.
  const root = parse(`x{${style}}`);
  const rule = root?.first;
  if (!root || root.nodes.length !== 1 || rule?.type !== 'rule') return '';
  return declarations(rule);
}
