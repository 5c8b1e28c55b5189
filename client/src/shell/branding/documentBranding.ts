import type { Branding } from './brandTheme';

/** The window title and favicon follow the firm's branding (spec §2 Shell). */
export function applyDocumentBranding(branding: Branding, doc: Document = document): void {
  doc.title = branding.windowTitle;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  if (icon.getAttribute('href') !== branding.faviconUrl) icon.setAttribute('href', branding.faviconUrl);
}
