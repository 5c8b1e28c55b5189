/** Spec §3 and §9: product defaults for branding, used when neither the node nor its ancestors set one. */
export const DEFAULT_PALETTE = {
  brandPrimary: '#1d1739',
  secondary: '#f85c88',
  accent: '#0573a9',
  positive: '#219653',
  warning: '#ff8446',
  negative: '#da2f29',
} as const;

export const DEFAULT_THEME = {
  backgroundColor: DEFAULT_PALETTE.brandPrimary,
  brandColor: DEFAULT_PALETTE.secondary,
  ctaColor: DEFAULT_PALETTE.accent,
  windowTitle: 'Keel',
} as const;

/** Spec §9: session and toast constants. */
export const SESSION_DURATION_SECONDS_DEFAULT = 590;
export const SESSION_CHECK_INTERVAL_MS = 1000;
