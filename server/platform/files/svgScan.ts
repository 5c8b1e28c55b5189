/**
 * A cheap look at an uploaded SVG's markup before any parser builds a tree from it. The sanitiser and the
 * serialiser walk the tree recursively, so a file nested thousands deep would overflow the stack (and takes
 * seconds to fail); tens of thousands of nodes take minutes to clean; and a DOCTYPE's internal subset
 * declares entities that the XML parser expands (the "billion laughs"). All are refused here, in one
 * linear pass with no recursion and no regular expressions.
 */

/** Deeper than any real logo (tools export a few levels of groups), far below what overflows the stack. */
export const MAX_SVG_DEPTH = 64;

/**
 * More elements, comments and other nodes than any logo has (a detailed one has a few hundred paths).
 * Cleaning over jsdom costs about 0.15 ms a node, so this bounds one upload's work to under a second.
 */
export const MAX_SVG_NODES = 5000;

export type ScanProblem = 'tooDeep' | 'tooMany' | 'entities' | 'malformed';

/** Where the construct opened at `from` ends (just past `close`), or -1 when it never does. */
function skipPast(text: string, from: number, close: string) {
  const at = text.indexOf(close, from);
  return at === -1 ? -1 : at + close.length;
}

/**
 * Just past the `>` of the tag opened at `from`, and whether it closed itself; -1 when the tag never ends
 * or holds a `<` (never well-formed XML, and a place where a scanner and a parser could disagree).
 */
function tagEnd(text: string, from: number): { end: number; selfClosing: boolean } | -1 {
  let quote = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '<') return -1;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return { end: i + 1, selfClosing: text[i - 1] === '/' };
  }
  return -1;
}

/** Where the markup construct at `at` (a `<`) ends and how it changes the nesting depth; or a problem. */
function step(text: string, at: number): { next: number; depth: number } | ScanProblem {
  const skip = (close: string) => {
    const next = skipPast(text, at, close);
    return next === -1 ? 'malformed' : { next, depth: 0 };
  };
  if (text.startsWith('<!--', at)) return skip('-->');
  if (text.startsWith('<![CDATA[', at)) return skip(']]>');
  if (text.startsWith('<?', at)) return skip('?>');
  if (text.startsWith('<!', at)) {
    // Only a plain DOCTYPE (name and public/system ids, as design tools write) may stand here.
    if (text.slice(at + 2, at + 9).toUpperCase() !== 'DOCTYPE') return 'malformed';
    const next = skipPast(text, at, '>');
    if (next === -1) return 'malformed';
    return text.slice(at, next).includes('[') ? 'entities' : { next, depth: 0 };
  }
  const tag = tagEnd(text, at);
  if (tag === -1) return 'malformed';
  if (text[at + 1] === '/') return { next: tag.end, depth: -1 };
  return { next: tag.end, depth: tag.selfClosing ? 0 : 1 };
}

/** Why the markup must not reach the parser, or undefined when it may (the parser still checks the rest). */
export function scanSvgMarkup(text: string, maxDepth = MAX_SVG_DEPTH): ScanProblem | undefined {
  let depth = 0;
  let nodes = 0;
  for (let at = text.indexOf('<'); at !== -1;) {
    const moved = step(text, at);
    if (typeof moved === 'string') return moved;
    if (moved.depth !== -1 && ++nodes > MAX_SVG_NODES) return 'tooMany';
    depth += moved.depth;
    if (depth < 0) return 'malformed';
    if (depth > maxDepth) return 'tooDeep';
    at = text.indexOf('<', moved.next);
  }
  return undefined;
}
