import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { RaThemeOptions } from 'react-admin';
import type { TTheme } from '../../../../contract/branding';
import { brandingOf, muiThemes, type Branding } from './brandTheme';
import { cacheTheme, readCachedTheme } from './brandingCache';
import { applyDocumentBranding } from './documentBranding';
import { fetchHostBranding, type HostBranding } from './hostBranding';

export interface BrandingState {
  branding: Branding;
  lightTheme: RaThemeOptions;
  darkTheme: RaThemeOptions;
  /** Applies a node's effective theme (from BrandingLoader) and remembers it for the next visit. */
  applyTheme: (theme: TTheme) => void;
  /** The firm whose white-label host this is, if it is one: the IdP's sign-in page is then in its name. */
  hostFirmId?: string;
}

const BrandingContext = createContext<BrandingState | undefined>(undefined);

/**
 * Holds the firm's branding above react-admin's <Admin>, whose theme props need it. It starts from the
 * theme this browser last showed (or the product defaults), then wears the theme of the firm node the
 * console's host is mapped to (no sign-in needed); BrandingLoader, inside the signed-in layout, fetches
 * the user's own, which wins whenever it arrives.
 */
export const BrandingProvider = ({
  children,
  initialTheme,
  loadHostBranding = fetchHostBranding,
}: {
  children: ReactNode;
  initialTheme?: TTheme;
  loadHostBranding?: () => Promise<HostBranding | undefined>;
}) => {
  const [theme, setTheme] = useState<TTheme | undefined>(() => initialTheme ?? readCachedTheme());
  const [hostFirmId, setHostFirmId] = useState<string>();
  const branding = useMemo(() => brandingOf(theme), [theme]);
  const themes = useMemo(() => muiThemes(branding), [branding]);
  useEffect(() => applyDocumentBranding(branding), [branding]);

  /** Set once the signed-in user's theme is applied: a host theme arriving later must not replace it. */
  const userThemeApplied = useRef(false);
  useEffect(() => {
    let live = true;
    void loadHostBranding().then((host) => {
      if (!live || !host) return;
      setHostFirmId(host.firmId);
      if (!userThemeApplied.current) setTheme(host.theme);
    });
    return () => {
      live = false;
    };
  }, [loadHostBranding]);

  const applyTheme = useCallback((next: TTheme) => {
    userThemeApplied.current = true;
    // Each refetch answers a new object; an unchanged theme must not rebuild every MUI style.
    setTheme((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    cacheTheme(next);
  }, []);

  const value = useMemo(
    () => ({ branding, lightTheme: themes.light, darkTheme: themes.dark, applyTheme, hostFirmId }),
    [branding, themes, applyTheme, hostFirmId],
  );
  return <BrandingContext.Provider value={value}>{children}</BrandingContext.Provider>;
};

export function useBranding(): BrandingState {
  const state = useContext(BrandingContext);
  if (!state) throw new Error('useBranding must be used inside <BrandingProvider>.');
  return state;
}
