import { eq } from 'drizzle-orm';
import { DEFAULT_THEME, type Space, type TTheme, type UploadCategory } from '../../../contract';
import type { Tx } from '../db/connection';
import { firms } from '../db/schema';
import { effectiveTheme } from '../firm/service';
import { readLogo } from '../files/uploads';

/** How a firm's node looks on paper: the investor site's branding, since documents go to its clients. */
export interface Brand {
  firmName: string;
  /** The PDF's title bar reads "<document> – <windowTitle>". */
  windowTitle: string;
  primaryColour: string;
  /** Text on the primary colour (table headers). */
  primaryContrast: string;
  accentColour: string;
  footerText: string;
  logo?: { contentType: string; bytes: Uint8Array };
}

const LOGO_PATH = /^\/api\/media\/logo\/([^/]+)\/([^/]+)\/([^/]+)\/([^/?]+)/;

/** The node's logo as stored (only Keel's own uploads: a document never fetches from elsewhere). */
async function logoOf(db: Tx, theme: TTheme) {
  const url = theme.logo?.url ?? theme.headerLogo?.url;
  const key = url ? LOGO_PATH.exec(url) : null;
  if (!key) return undefined;
  const [firmId, nodeId, space, category] = key.slice(1).map(decodeURIComponent);
  const file = await readLogo(db, {
    firmId,
    nodeId,
    space: space as Space,
    category: category as UploadCategory,
  });
  return file ? { contentType: file.contentType, bytes: file.bytes } : undefined;
}

export async function loadBrand(
  db: Tx,
  firmId: string,
  nodeId: string,
  year = new Date().getFullYear(),
): Promise<Brand> {
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
  const professional = await effectiveTheme(db, firmId, nodeId, 'Professional');
  const investor = await effectiveTheme(db, firmId, nodeId, 'Investor');
  const theme: TTheme = { ...professional, ...investor };
  const firmName = firm?.name ?? firmId;
  return {
    firmName,
    windowTitle: theme.windowTitle ?? firmName ?? DEFAULT_THEME.windowTitle,
    primaryColour: theme.backgroundColor ?? DEFAULT_THEME.backgroundColor,
    primaryContrast: theme.backgroundColorContrast ?? '#ffffff',
    accentColour: theme.brandColor ?? DEFAULT_THEME.brandColor,
    footerText: theme.footerCopyright ?? `© ${year} ${firmName}`,
    logo: await logoOf(db, theme),
  };
}
