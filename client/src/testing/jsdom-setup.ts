/**
 * jsdom does no layout, so it has no scrollIntoView; pages that scroll to a `#section` call it after a
 * frame. A no-op keeps those pages testable (the browser tests check the real scrolling).
 */
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;
