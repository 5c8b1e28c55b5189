import { z } from 'zod';
import { NODE_TYPES, TRANSFER_STATUSES, USER_TYPES, WRAPPER_TYPES } from './enums';
import { ZMoney } from './ledger';
import { ZPaging } from './paging';
import { ZScope } from './permissions';
import { ZEmail, ZNodeId } from './validation';
import { ZUser } from './users';
import { DEFAULT_SPACE, ZHostname, ZLogo, ZSpace, ZTheme, THEME_LOGOS } from './theme';

/** Locales content is written in; a field missing in one falls back to en-GB. */
export const DEFAULT_LOCALE = 'en-GB';
export const ZLocale = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'Must be a locale like en-GB');

type NodePatch<T> = { nodeId: string; version?: number } & { [K in keyof T]?: NonNullable<T[K]> | null };

/**
 * A PATCH body over a node's own settings: each field of `settings` may be set, or null to remove it
 * (the node then inherits it from its parent); `scope` names which of the node's settings (space, locale).
 */
function nodePatch<S extends z.ZodObject, X extends z.ZodRawShape>(settings: S, scope: X) {
  return z.strictObject({
    nodeId: ZNodeId,
    version: z.number().int().min(1).optional(),
    ...scope,
    ...Object.fromEntries(
      Object.entries(settings.shape).map(([k, v]) => [
        k,
        (v as z.ZodOptional<z.ZodType>).unwrap().nullable().optional(),
      ]),
    ),
  }) as unknown as z.ZodType<NodePatch<z.output<S>> & z.output<z.ZodObject<X>>>;
}

/**
 * PATCH /node/theme/{firmId}: the node's own settings to change. A field set to null is removed from the
 * node, which then inherits it from its parent. A changed logo URL gets a fresh `lastModified`.
 */
export const ZPatchTheme = nodePatch(ZTheme, { space: ZSpace.optional() });
export type TPatchTheme = z.output<typeof ZPatchTheme>;

/** The texts a firm writes for each space (spec §7 /node/content, /content); all optional, inherited. */
export const ZContent = z.object({
  welcomeHeading: z.string().trim().max(120).optional(),
  welcomeMessage: z.string().trim().max(2000).optional(),
  signInMessage: z.string().trim().max(500).optional(),
  supportEmail: ZEmail.optional(),
  supportPhone: z
    .string()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Must be a telephone number')
    .optional(),
  importantInformation: z.string().trim().max(5000).optional(),
  privacyPolicyUrl: z.url().optional(),
  termsUrl: z.url().optional(),
});
export type TContent = z.infer<typeof ZContent>;
export const ZPatchContent = nodePatch(ZContent, { space: ZSpace.optional(), locale: ZLocale.optional() });
export type TPatchContent = z.output<typeof ZPatchContent>;

/** How the investor site behaves at a node (spec /firm/investor/configuration); inherited field by field. */
export const ZConfig = z.object({
  investorSignUpEnabled: z.boolean().optional(),
  investorWithdrawalsEnabled: z.boolean().optional(),
  investorShowPerformance: z.boolean().optional(),
  investorWrapperTypes: z.array(z.enum(WRAPPER_TYPES)).max(WRAPPER_TYPES.length).optional(),
  minimumInitialInvestment: ZMoney.optional(),
  minimumRegularContribution: ZMoney.optional(),
  /**
   * A simulated bank (demos, training firms): Waiting pay-ins are received and withdrawals paid out by
   * themselves after `bankFeedDelaySeconds`. Off unless set; the process must allow it too
   * (BANK_FEED_SIMULATOR, never on in production by default).
   */
  bankFeedSimulator: z.boolean().optional(),
  bankFeedDelaySeconds: z.number().int().min(0).max(86_400).optional(),
  /**
   * The counterparty simulator advances this firm's transfers as the other providers would (decision 0801).
   * Off unless set; the process must allow it too (TRANSFER_SIMULATOR, off in production).
   */
  transferSimulator: z.boolean().optional(),
  /** How many seconds stand for one working day in the simulator (default 60). */
  transferSimulatorDaySeconds: z.number().int().min(1).max(86_400).optional(),
  /** Dealing refuses an order whose latest price is older than this many business days (default 5). */
  maxPriceAgeBusinessDays: z.number().int().min(1).max(30).optional(),
  /**
   * The firm's dealing tariff (docs/decisions/0413), charged on each executed order and listed on its
   * contract note: a flat charge per fund deal and per exchange deal (shares, ETFs, trusts, bonds), and
   * whether the platform collects stamp duty reserve tax and the PTM levy on UK shares (a firm whose
   * executing broker collects them leaves these off, or they would be charged twice). All off unless set.
   */
  dealingChargeFunds: ZMoney.optional(),
  dealingChargeExchange: ZMoney.optional(),
  collectStampDuty: z.boolean().optional(),
  collectPtmLevy: z.boolean().optional(),
  /** Rebalancing drops a trade worth less than this (decision 0705; default £50). */
  rebalanceMinimumTrade: ZMoney.optional(),
  /** Rebalancing keeps this percentage of the account's value in cash (decision 0705; default 0). */
  rebalanceCashBufferPercent: z.number().min(0).max(50).optional(),
  /**
   * The transfers workbench's red/amber/green age (decision 0800): per status, the working days in it after
   * which a transfer is amber, then red. A status left out keeps DEFAULT_TRANSFER_AGE_TARGETS (contract/transfers.ts).
   */
  transferAgeTargets: z
    .partialRecord(
      z.enum(TRANSFER_STATUSES),
      z.strictObject({
        amberDays: z.number().int().min(1).max(365),
        redDays: z.number().int().min(1).max(365),
      }),
    )
    .optional(),
});
export type TConfig = z.infer<typeof ZConfig>;
/** How long the simulated bank feed waits before money "arrives", when the firm has not said. */
export const DEFAULT_BANK_FEED_DELAY_SECONDS = 30;
/** How old, in business days, a price may be for dealing when the firm has not said (docs/decisions/0409). */
export const DEFAULT_MAX_PRICE_AGE_BUSINESS_DAYS = 5;
export const ZPatchConfig = nodePatch(ZConfig, {});
export type TPatchConfig = z.output<typeof ZPatchConfig>;

/** GET /firm/config/{firmId}?dataType=: the configuration fields each data type answers. */
export const CONFIG_DATA_TYPES = {
  investorPortal: ['investorSignUpEnabled', 'investorWithdrawalsEnabled', 'investorShowPerformance'],
  products: ['investorWrapperTypes', 'minimumInitialInvestment', 'minimumRegularContribution'],
  bankFeed: ['bankFeedSimulator', 'bankFeedDelaySeconds'],
  transfers: ['transferSimulator', 'transferSimulatorDaySeconds', 'transferAgeTargets'],
  dealing: ['maxPriceAgeBusinessDays'],
} as const satisfies Record<string, readonly (keyof TConfig)[]>;
export type ConfigDataType = keyof typeof CONFIG_DATA_TYPES;

export const ZNodeThemeQuery = z.object({ space: ZSpace.default(DEFAULT_SPACE) });
export const ZNodeContentQuery = z.object({
  space: ZSpace.default(DEFAULT_SPACE),
  locale: ZLocale.default(DEFAULT_LOCALE),
});
/** GET /content/{firmId}: without nodeId, the caller's own node. */
export const ZContentQuery = ZNodeContentQuery.extend({ nodeId: ZNodeId.optional() });
export const ZFirmConfigQuery = z.object({
  dataType: z.enum(Object.keys(CONFIG_DATA_TYPES) as [ConfigDataType, ...ConfigDataType[]]).optional(),
  nodeId: ZNodeId.optional(),
});

export const ZNode = z.object({
  id: z.string(),
  firmId: z.string(),
  parentNodeId: z.string().nullable(),
  nodeType: z.enum(NODE_TYPES),
  name: z.string(),
  /** The ids from the firm root to this node, '/'-joined ("0/A1B2C3D"). */
  path: z.string(),
});
export type TNode = z.infer<typeof ZNode>;
/** GET /firm/node/list/{firmId}: nodes in the caller's subtree, filtered; `name` matches a part. */
export const ZNodeListQuery = ZPaging.extend({
  parentNodeId: ZNodeId.optional(),
  nodeType: z.enum(NODE_TYPES).optional(),
  name: z.string().trim().min(1).max(100).optional(),
});

/** Spec §7 hostname lookup: which firm, node and space a white-label host serves. */
export const CLIENT_AUTH_HEADER = 'x-seccl-client-auth';
export const ZHostnameQuery = z.object({
  id: z.string().max(40).optional(),
  host: z.string().trim().toLowerCase().max(253).optional(),
  nodeId: ZNodeId.optional(),
  type: ZSpace.optional(),
  firmId: z.string().max(12).optional(),
});

/**
 * The firm's feature flags (spec §4): `nodeThemes` is checked before node themes load;
 * `firmSetupAutomation` gates POST /firm/setup/{firmId}.
 */
export const FEATURE_NAMES = [
  'nodeThemes',
  'firmSetupAutomation',
  'investorPortal',
  'clientGroups',
  'models',
  'illustrations',
  'crystallisation',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export const ZPatchFeatures = z.strictObject({
  features: z.partialRecord(z.enum(FEATURE_NAMES, 'Unknown feature'), z.boolean()),
});
/** What POST /firm/setup/{firmId} wrote: one entry per setting it filled ("Investor content en-GB"). */
export const ZSetupResult = z.object({ created: z.array(z.string()) });

/** Logo uploads (GET /firm/files/upload/{firmId}): a category is the theme logo the file becomes. */
export const UPLOAD_CATEGORIES = THEME_LOGOS;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];
export const IMAGE_TYPES = { png: 'image/png', svg: 'image/svg+xml', ico: 'image/x-icon' } as const;
export const UPLOAD_RULES: Record<UploadCategory, { types: readonly string[]; maxBytes: number }> = {
  headerLogo: { types: [IMAGE_TYPES.png, IMAGE_TYPES.svg], maxBytes: 512 * 1024 },
  logo: { types: [IMAGE_TYPES.png, IMAGE_TYPES.svg], maxBytes: 512 * 1024 },
  favicon: { types: [IMAGE_TYPES.ico, IMAGE_TYPES.png, IMAGE_TYPES.svg], maxBytes: 100 * 1024 },
};
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/svg+xml': 'SVG',
  'image/x-icon': 'ICO',
};

/** Why a file cannot be a category's logo, in words for the form; undefined when it can. */
export function uploadProblem(
  category: UploadCategory,
  file: { type: string; size: number },
): string | undefined {
  const rule = UPLOAD_RULES[category];
  const type = file.type === 'image/vnd.microsoft.icon' ? IMAGE_TYPES.ico : file.type;
  if (!rule.types.includes(type))
    return `Must be a ${rule.types
      .map((t) => TYPE_NAMES[t])
      .join(', ')
      .replace(/, ([^,]*)$/, ' or $1')} file`;
  if (file.size === 0) return 'The file is empty';
  if (file.size > rule.maxBytes) return `Must be at most ${rule.maxBytes / 1024} KB`;
  return undefined;
}

export const ZUploadQuery = z.object({
  category: z.enum(UPLOAD_CATEGORIES),
  nodeId: ZNodeId,
  space: ZSpace.default(DEFAULT_SPACE),
});
/** A stored upload (a logo) of one node, space and category; never its bytes: `url` serves them. */
export const ZUploadedFile = z.object({
  nodeId: z.string(),
  nodeName: z.string(),
  space: ZSpace,
  category: z.enum(UPLOAD_CATEGORIES),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  /** The public logo address. */
  url: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;
/**
 * Where and how to send the file: a one-time address on the platform, good for a few minutes; and the
 * files of that category already stored at the node and every node under it (in the caller's subtree).
 */
export const ZUploadTarget = z.object({
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  expiresAt: z.string(),
  contentTypes: z.array(z.string()),
  maxBytes: z.number().int(),
  files: z.array(ZUploadedFile),
});
export type TUploadTarget = z.infer<typeof ZUploadTarget>;
export const ZUploaded = z.object({
  category: z.enum(UPLOAD_CATEGORIES),
  nodeId: z.string(),
  space: ZSpace,
  contentType: z.string(),
  size: z.number().int(),
  logo: ZLogo,
});
export type TUploaded = z.infer<typeof ZUploaded>;

/** GET /settings/{firmId}: the firm at a glance for its administrators. */
export const ZFirmSettings = z.object({
  firmId: z.string(),
  name: z.string(),
  enabledFeatures: z.array(z.string()),
  hostnames: z.array(ZHostname),
  uploadRules: z.record(z.string(), z.object({ types: z.array(z.string()), maxBytes: z.number() })),
  /** The node the effective settings below are for: the one asked for, else the caller's own. */
  nodeId: z.string(),
  /** The node's effective configuration: its own over its parents', up to the firm root (as /firm/config). */
  configuration: ZConfig,
  /** Whether every user of the firm must sign in with a second factor (as /mfa/policy). */
  mfaRequired: z.boolean(),
});
/** GET /settings/{firmId}: without nodeId, the caller's own node; a node outside their subtree is 404. */
export const ZSettingsQuery = z.object({ nodeId: ZNodeId.optional() });
export type TSettingsQuery = z.infer<typeof ZSettingsQuery>;

/** POST /authenticate (upstream-api.md §1). */
export const ZAuthenticate = z.strictObject({
  firmId: z.string().min(1).max(12),
  id: z.string().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export const ZAuthenticated = z.object({
  token: z.string(),
  userName: z.string(),
  userType: z.enum(USER_TYPES),
  scopes: z.array(ZScope),
  services: z.array(z.string()),
});

/** GET /session: who the token belongs to. */
export const ZSession = z.object({
  userId: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  scopes: z.array(ZScope),
  user: ZUser,
});
