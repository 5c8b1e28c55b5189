import { and, eq } from 'drizzle-orm';
import { DEFAULT_THEME } from '../../contract/theme';
import type { Database } from '../platform/identity';
import { firms, nodeSettings } from '../platform/identity';

/** What the sign-in page takes from a firm's branding (its root node's theme). */
export interface LoginTheme {
  backgroundColor: string;
  brandColor: string;
  ctaColor: string;
  windowTitle: string;
  logoUrl?: string;
}

export const PRODUCT_THEME: LoginTheme = {
  backgroundColor: DEFAULT_THEME.backgroundColor,
  brandColor: DEFAULT_THEME.brandColor,
  ctaColor: DEFAULT_THEME.ctaColor,
  windowTitle: DEFAULT_THEME.windowTitle,
};

const FIRM_ID = /^[A-Za-z0-9_-]{1,40}$/;
const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The firm's root-node theme, falling back field by field to the product defaults. Values go into a
 * stylesheet and an <img>, so anything that is not a plain colour or an http(s)/relative URL is ignored.
 * A known firm is always named as itself: its window title, else its own name; the product's name is
 * only for a page that cannot tell whose it is.
 */
export async function loadLoginTheme(db: Database, firmHint: unknown): Promise<LoginTheme> {
  if (typeof firmHint !== 'string' || !FIRM_ID.test(firmHint)) return PRODUCT_THEME;
  const [firm] = await db
    .select({ name: firms.name, theme: nodeSettings.data })
    .from(firms)
    .leftJoin(
      nodeSettings,
      and(eq(nodeSettings.firmId, firms.id), eq(nodeSettings.nodeId, '0'), eq(nodeSettings.kind, 'theme')),
    )
    .where(eq(firms.id, firmHint))
    .limit(1);
  return firm ? themeFrom(firm.theme ?? {}, firm.name) : PRODUCT_THEME;
}

export function themeFrom(data: Record<string, unknown>, firmName?: string): LoginTheme {
  const colour = (v: unknown, fallback: string) => (typeof v === 'string' && COLOUR.test(v) ? v : fallback);
  const title =
    typeof data.windowTitle === 'string' && data.windowTitle.trim()
      ? data.windowTitle.trim()
      : firmName?.trim() || undefined;
  const logo = data.logo as { url?: unknown } | undefined;
  return {
    backgroundColor: colour(data.backgroundColor, PRODUCT_THEME.backgroundColor),
    brandColor: colour(data.brandColor, PRODUCT_THEME.brandColor),
    ctaColor: colour(data.ctaColor, PRODUCT_THEME.ctaColor),
    windowTitle: (title ?? PRODUCT_THEME.windowTitle).slice(0, 120),
    logoUrl: safeUrl(logo?.url),
  };
}

function safeUrl(v: unknown): string | undefined {
  if (typeof v !== 'string' || !v) return undefined;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return /^https?:\/\//i.test(v) ? v : undefined;
}
