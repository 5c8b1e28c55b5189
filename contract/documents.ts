import { z } from 'zod';
import { ZProposedCrystallisation, ZProposedRegularIncome } from './drawdownApplication';
import { ZDate, ZId } from './validation';

/**
 * The documents the platform produces (spec §7 "Files, uploads, documents"): the path segment of
 * POST /files/{fileType}, and what each is called on its first page and in the message box.
 */
export const DOCUMENT_TYPES = [
  'advancedirectdebitmandateconfirmation',
  'contractnote',
  'illustration',
  'pensioncancellationletter',
  'taxstatement',
  'valuationstatement',
  // Keel's (issue 16): the portfolio report of GET /portfolio/report as a PDF, for one client or a reporting run.
  'portfolioreport',
  // Spec §7 "POST /files/drawdownapplication" (issue 19; decision 0903).
  'drawdownapplication',
] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TITLES: Record<TDocumentType, string> = {
  advancedirectdebitmandateconfirmation: 'Direct Debit mandate confirmation',
  contractnote: 'Contract note',
  illustration: 'Illustration',
  pensioncancellationletter: 'Pension cancellation letter',
  taxstatement: 'Tax statement',
  valuationstatement: 'Valuation statement',
  portfolioreport: 'Portfolio report',
  drawdownapplication: 'Drawdown application',
};

/** Charge types of spec §3; a contract note lists each that applied to the trade. */
export const CHARGE_TYPES = [
  'Stamp',
  'PTM',
  'Dilution',
  'Initial',
  'Accrued Interest',
  'Platform',
  'Dealing',
  'Ex Ante Ongoing',
  'Ex Ante Transaction',
  'Ex Ante Incidental',
  'Ex Ante Ancillary',
  'IMifidCharge',
  'OCF',
] as const;
export type TChargeType = (typeof CHARGE_TYPES)[number];

/** A UK tax year as written: 2025/26 runs 6 April 2025 to 5 April 2026. */
export const ZTaxYear = z
  .string()
  .regex(/^\d{4}\/\d{2}$/, 'Must be a tax year such as 2025/26')
  .refine(
    (v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)),
    'Must be a tax year such as 2025/26',
  );

/**
 * The generate-document body (spec §3 "Generated files"): one shape for every document type; each type
 * requires what it is about, and the service names a missing field in `fieldErrors`:
 * - valuationstatement: clientId, optional accountId, fromDate and toDate (the period; default the last
 *   quarter to today);
 * - taxstatement: clientId, optional accountId, taxYear (default the last complete one);
 * - contractnote: transactionId (a Completed order);
 * - advancedirectdebitmandateconfirmation: regularPaymentId (a Direct Debit regular payment);
 * - pensioncancellationletter: accountId (a pension wrapper);
 * - illustration: illustrationId (a stored product illustration: POST /illustration/product);
 * - portfolioreport: clientId, fromDate and toDate (default the last quarter to today);
 * - drawdownapplication: accountId (a Pension, SIPP or SSAS) and either transactionId (a transaction of a
 *   crystallisation made: the PCLS, FAD or UFPLS one) or crystallisation (a proposed one), and optionally
 *   regularIncome (a proposed income; default the account's plan, if any). Decision 0903.
 */
export const ZGenerateDocument = z
  .object({
    clientId: ZId.optional(),
    accountId: ZId.optional(),
    transactionId: ZId.optional(),
    regularPaymentId: ZId.optional(),
    fromDate: ZDate.optional(),
    toDate: ZDate.optional(),
    taxYear: ZTaxYear.optional(),
    illustrationId: ZId.optional(),
    crystallisation: ZProposedCrystallisation.optional(),
    regularIncome: ZProposedRegularIncome.optional(),
    /** Put the document in the client's message box as well (default true). */
    deliver: z.boolean().default(true),
  })
  .strict();
export type TGenerateDocument = z.infer<typeof ZGenerateDocument>;

export const ZFileTypeParam = z.object({ fileType: z.string() });

/** A document or export the platform made and keeps (never the bytes: those come from the download call). */
export const ZGeneratedFile = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  clientId: z.string().nullable(),
  accountId: z.string().nullable(),
  fileType: z.string(),
  title: z.string(),
  reference: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The message it was delivered with, if any. */
  messageId: z.string().nullable(),
  /** Where the console downloads it (through the BFF's proxy). */
  downloadPath: z.string(),
});
export type TGeneratedFile = z.infer<typeof ZGeneratedFile>;

/** The lists POST /files/generate can export, and the formats. */
export const EXPORT_LISTS = ['clients', 'accounts', 'transactions', 'messages'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/** The generate-file body: a CSV or XLSX of a list the console shows, with the list's own filters. */
export const ZGenerateFile = z
  .object({
    list: z.enum(EXPORT_LISTS),
    format: z.enum(EXPORT_FORMATS).default('csv'),
    /** The list's query as the console sends it (its filters and sort); paging is ignored: every row. */
    filters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .strict();
export type TGenerateFile = z.infer<typeof ZGenerateFile>;

export const ZDownloadQuery = z.object({
  /** inline opens in the browser's PDF viewer; attachment saves it. */
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
