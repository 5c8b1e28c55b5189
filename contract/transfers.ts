import { z } from 'zod';
import { ZAuditDetails } from './audit';
import { TRANSFER_DIRECTIONS, TRANSFER_STATUSES, TRANSFER_UPDATE_EVENT_TYPES, WRAPPER_TYPES } from './enums';
import { ZCreateTransactionGroup, ZMoney, ZQuantity, type TCreateTransactionGroup } from './ledger';
import { ZPaging } from './paging';
import { ZDate, ZFirmId, ZId, ZQueryFlag } from './validation';

/**
 * Product transfers (spec §3 "Product transfer", "Master party", "Manual transfer-in file", "book values
 * update body"; issue 18; docs/decisions/0800). A transfer is a Product Transfer (cash) or Stock Transfer (in
 * specie) portfolio transaction created through POST /portfolioTransactionGroup with a `transfer` body: its id
 * is the transaction id every transfer call names, and the group's linkId is its linkId.
 */

export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** How the money moves: sold down and sent as cash, or re-registered as the same assets. */
export const TRANSFER_PROCESSING_TYPES = ['Cash', 'In Specie'] as const;
export type TransferProcessingType = (typeof TRANSFER_PROCESSING_TYPES)[number];
/** The whole plan, or part of it. */
export const TRANSFER_SCOPES = ['Whole', 'Partial'] as const;
/** Who makes a move of the lifecycle (decision 0800's state machine). */
export const TRANSFER_ACTORS = ['Firm', 'Provider', 'Platform'] as const;
export type TransferActor = (typeof TRANSFER_ACTORS)[number];
/** The workbench's red/amber/green age of a transfer in its current status, against the firm's targets. */
export const TRANSFER_AGES = ['green', 'amber', 'red'] as const;
export type TransferAge = (typeof TRANSFER_AGES)[number];
/** The statuses a transfer never leaves. */
export const FINAL_TRANSFER_STATUSES = [
  'Completed',
  'Rejected',
  'Cancelled',
  'Deleted',
] as const satisfies readonly TransferStatus[];
/** Wrappers a transfer may go into or come out of (a Cash account is not a product another provider holds). */
export const TRANSFER_WRAPPER_TYPES = WRAPPER_TYPES.filter((w) => w !== 'Cash');

const text = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** One asset coming in (or going out) in specie: a firm-adopted instrument, units, and the book cost carried. */
export const ZTransferAssetIn = z.strictObject({
  assetId: ZId,
  quantity: ZQuantity,
  /** The book cost at the other provider; may come later by POST /upload/bookvalue. */
  bookValue: ZMoney.optional(),
});
export type TTransferAssetIn = z.output<typeof ZTransferAssetIn>;

/** A crystallised pension coming in: what the ceding scheme reports (Awaiting Crystallisation Information until given). */
export const ZCrystallisationDetails = z.strictObject({
  /** The amount designated to drawdown at the other scheme. */
  crystallisedAmount: ZMoney,
  /** The tax-free cash (PCLS) the client took there, against their lump sum allowance. */
  pclsTaken: ZMoney.or(z.literal(0)),
  crystallisedOn: ZDate,
});
export type TCrystallisationDetails = z.output<typeof ZCrystallisationDetails>;

/** The create-transfer body's own part: what a transfer request says. */
export const ZTransferRequest = z.strictObject({
  direction: z.enum(TRANSFER_DIRECTIONS),
  processingType: z.enum(TRANSFER_PROCESSING_TYPES),
  scope: z.enum(TRANSFER_SCOPES),
  /** The other provider, from GET /masterparty/platform/{firmId}. */
  providerId: ZId,
  /** The client's plan or account number at the other provider. */
  providerReference: text(50),
  estimatedValue: ZMoney,
  /** In specie: the assets, here or later by the manual transfer-in file. */
  assets: z.array(ZTransferAssetIn).max(500).optional(),
  /** ISA in: this tax year's subscriptions at the other provider, carried over and counted once. */
  currentYearSubscriptions: ZMoney.or(z.literal(0)).optional(),
  /** Pension in: the plan holds crystallised (drawdown) funds. */
  crystallised: z.boolean().optional(),
  crystallisation: ZCrystallisationDetails.optional(),
  note: z.string().trim().max(1000).optional(),
});
export type TTransferRequest = z.output<typeof ZTransferRequest>;

/** POST /portfolioTransactionGroup with a `transfer`: the create-transfer body. */
export const ZCreateTransfer = z.strictObject({
  firmId: ZFirmId,
  accountId: ZId,
  transfer: ZTransferRequest,
});
export type TCreateTransfer = z.output<typeof ZCreateTransfer>;

const groupIssue = (ctx: z.RefinementCtx, field: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [field], message });

/**
 * POST /portfolioTransactionGroup's body: a group of ordinary transactions (`transactions`) or one transfer
 * (`transfer`), never both. One object with both optional rather than a union, so that each kind's mistakes
 * come back as their own fieldErrors (`transfer.providerId`, `transactions.0.amount`) and not as one
 * "Invalid input" for the whole body (decision 0800).
 */
export const ZCreateTransactionGroupOrTransfer = z
  .strictObject({
    ...ZCreateTransactionGroup.shape,
    transactions: ZCreateTransactionGroup.shape.transactions.optional(),
    transfer: ZTransferRequest.optional(),
  })
  .superRefine(
    (b, ctx) => {
      if (!b || typeof b !== 'object') return;
      if (b.transfer !== undefined && b.transactions !== undefined)
        groupIssue(ctx, 'transactions', 'A transfer is requested on its own, without other transactions');
      if (b.transfer === undefined && b.transactions === undefined)
        groupIssue(ctx, 'transactions', 'Required');
      if (b.transfer !== undefined && b.accountId === undefined)
        groupIssue(ctx, 'accountId', 'Required for a transfer');
    },
    { when: () => true } as object,
  );
export type TCreateTransactionGroupOrTransfer = z.output<typeof ZCreateTransactionGroupOrTransfer>;

/** Which of the two a valid body is. */
export const isTransferBody = (
  body: TCreateTransactionGroupOrTransfer,
): body is TCreateTransactionGroupOrTransfer & TCreateTransfer => body.transfer !== undefined;
export const asTransactionGroup = (body: TCreateTransactionGroupOrTransfer) =>
  body as TCreateTransactionGroup;

/**
 * The workbench's default age targets, in working days in the status (a firm overrides any of them with its
 * configuration's transferAgeTargets). Typical UK platform service levels: paperwork in a few days, the
 * ceding provider within the industry's 10-day aim for electronic transfers, longer for re-registration.
 */
export const DEFAULT_TRANSFER_AGE_TARGETS: Record<TransferStatus, { amberDays: number; redDays: number }> = {
  Pending: { amberDays: 2, redDays: 5 },
  'Awaiting Documentation': { amberDays: 5, redDays: 10 },
  'Verifying Documentation': { amberDays: 2, redDays: 4 },
  'Reviewing Documentation': { amberDays: 2, redDays: 4 },
  'With Previous Provider': { amberDays: 10, redDays: 20 },
  'Awaiting Crystallisation Information': { amberDays: 5, redDays: 10 },
  'Awaiting sell down': { amberDays: 5, redDays: 10 },
  'Onboarding Assets': { amberDays: 10, redDays: 20 },
  'Pending Cancellation': { amberDays: 5, redDays: 10 },
  Completed: { amberDays: 365, redDays: 365 },
  Rejected: { amberDays: 365, redDays: 365 },
  Cancelled: { amberDays: 365, redDays: 365 },
  Deleted: { amberDays: 365, redDays: 365 },
};

/** PUT /portfoliotransaction/action/firmTransferHistoryUpdate/{firmId}/{transactionId}: the transfer update event body. */
export const ZTransferUpdateEvent = z.strictObject({
  type: z.enum(TRANSFER_UPDATE_EVENT_TYPES),
  text: text(2000),
  /** A move of the state machine; a move it forbids is 409 naming the current status. */
  newStatus: z.enum(TRANSFER_STATUSES).optional(),
  /** Why, when the move is to Rejected (required then). */
  reason: z.string().trim().max(500).optional(),
  /** Crystallisation details, when the move leaves Awaiting Crystallisation Information. */
  crystallisation: ZCrystallisationDetails.optional(),
  /** The amount that arrived (cash) when the move is to Completed; defaults to the estimate. */
  actualValue: ZMoney.optional(),
  version: z.number().int().min(1).optional(),
});
export type TTransferUpdateEvent = z.output<typeof ZTransferUpdateEvent>;

/** GET /portfoliotransaction/producttransfer/{firmId}: every filter of spec §3, plus Keel's age and sort. */
export const ZTransferListQuery = ZPaging.extend({
  clientName: z.string().max(200).optional(),
  clientId: ZId.optional(),
  accountId: ZId.optional(),
  wrapperType: z.enum(WRAPPER_TYPES).optional(),
  movementType: z.enum(TRANSFER_DIRECTIONS).optional(),
  transferStatus: z.enum(TRANSFER_STATUSES).optional(),
  actionRequired: ZQueryFlag.optional(),
  nodeId: z.string().max(12).optional(),
  linkId: ZId.optional(),
  processingType: z.enum(TRANSFER_PROCESSING_TYPES).optional(),
  lastUpdatedFrom: ZDate.optional(),
  lastUpdatedTo: ZDate.optional(),
  /** Keel: only transfers of this red/amber/green age in their current status. */
  age: z.enum(TRANSFER_AGES).optional(),
  /** Keel: open transfers only (not Completed, Rejected, Cancelled or Deleted). */
  open: ZQueryFlag.optional(),
});
export type TTransferListQuery = z.output<typeof ZTransferListQuery>;
/** Default order: action required first, then the oldest in its status. */
export const TRANSFER_SORT_FIELDS = [
  'actionRequired',
  'daysInStatus',
  'daysSinceRequest',
  'lastUpdated',
  'clientName',
  'transferStatus',
  'estimatedValue',
] as const;

export const ZTransferAsset = z.object({
  assetId: z.string(),
  name: z.string(),
  isin: z.string().nullable(),
  quantity: z.number(),
  bookValue: z.number().nullable(),
});

/** A transfer as the workbench lists it. */
export const ZTransfer = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  linkId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  accountId: z.string(),
  accountName: z.string(),
  wrapperType: z.enum(WRAPPER_TYPES),
  movementType: z.enum(TRANSFER_DIRECTIONS),
  processingType: z.enum(TRANSFER_PROCESSING_TYPES),
  scope: z.enum(TRANSFER_SCOPES),
  transferStatus: z.enum(TRANSFER_STATUSES),
  actionRequired: z.boolean(),
  /** Who acts next, in plain words ('The firm: send the signed transfer form'). */
  nextAction: z.string().nullable(),
  providerId: z.string(),
  providerName: z.string(),
  providerReference: z.string(),
  estimatedValue: z.number(),
  actualValue: z.number().nullable(),
  requestedDate: z.string(),
  statusSince: z.string(),
  lastUpdated: z.string(),
  completedDate: z.string().nullable(),
  daysInStatus: z.number().int(),
  daysSinceRequest: z.number().int(),
  age: z.enum(TRANSFER_AGES),
  rejectionReason: z.string().nullable(),
  version: z.number().int(),
  auditDetails: ZAuditDetails,
});
export type TTransfer = z.infer<typeof ZTransfer>;

/** One entry of a transfer's history: an event, and the move it made if any. */
export const ZTransferHistoryEntry = z.object({
  id: z.string(),
  type: z.enum(TRANSFER_UPDATE_EVENT_TYPES),
  text: z.string(),
  fromStatus: z.enum(TRANSFER_STATUSES).nullable(),
  toStatus: z.enum(TRANSFER_STATUSES).nullable(),
  actor: z.enum(TRANSFER_ACTORS),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type TTransferHistoryEntry = z.infer<typeof ZTransferHistoryEntry>;

/** GET /portfoliotransaction/producttransfer/{firmId}/{transactionId}: the transfer, its assets, history and moves. */
export const ZTransferDetail = ZTransfer.extend({
  assets: z.array(ZTransferAsset),
  currentYearSubscriptions: z.number().nullable(),
  crystallised: z.boolean(),
  crystallisation: z
    .object({ crystallisedAmount: z.number(), pclsTaken: z.number(), crystallisedOn: z.string() })
    .nullable(),
  note: z.string().nullable(),
  /** Newest first. */
  history: z.array(ZTransferHistoryEntry),
  /** The statuses the caller may move it to now (the state machine, for the event form). */
  allowedMoves: z.array(z.enum(TRANSFER_STATUSES)),
  /** The latest manual transfer-in file, if any. */
  fileUploadId: z.string().nullable(),
});
export type TTransferDetail = z.infer<typeof ZTransferDetail>;

/** GET /masterparty/platform/{firmId}: the platform's list of other providers. */
export const MASTER_PARTY_STATUSES = ['Active', 'Inactive'] as const;
export const ZMasterPartyQuery = ZPaging.extend({
  transferWrapperType: z.enum(WRAPPER_TYPES).optional(),
  productTransferType: z.enum(TRANSFER_PROCESSING_TYPES).optional(),
  name: z.string().max(100).optional(),
  status: z.enum(MASTER_PARTY_STATUSES).optional(),
});
export type TMasterPartyQuery = z.output<typeof ZMasterPartyQuery>;
export const ZMasterParty = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(MASTER_PARTY_STATUSES),
  /** The wrappers they transfer in and out. */
  transferWrapperTypes: z.array(z.enum(WRAPPER_TYPES)),
  /** Cash, In Specie or both. */
  productTransferTypes: z.array(z.enum(TRANSFER_PROCESSING_TYPES)),
  /** Transfers electronically (an Origo-style service) rather than on paper. */
  electronic: z.boolean(),
  /** Typical working days to complete. */
  typicalDays: z.number().int(),
});
export type TMasterParty = z.infer<typeof ZMasterParty>;

/**
 * POST /filestore/manualtransferin and POST /upload/bookvalue: a CSV or XLSX sent as base64 in JSON (the
 * files are small; decision 0800). Manual transfer-in header: `isin,quantity,bookValue` (or `assetId` for
 * `isin`); book values header: `isin,bookValue`.
 */
const fileFields = {
  firmId: ZFirmId,
  transferId: ZId,
  fileName: text(200).refine((n) => /\.(csv|xlsx)$/i.test(n), 'Must be a .csv or .xlsx file'),
  /**
   * The file's bytes, base64: at most 700 KB of file (a few thousand rows), so that the JSON body stays under
   * the API's 1 MB limit and a larger file gets this message rather than a bare 413.
   */
  content: z
    .string()
    .min(1, 'Required')
    .max(960_000, 'Must be at most 700 KB')
    .regex(/^[A-Za-z0-9+/=\r\n]*$/, 'Must be base64'),
};
export const ZManualTransferInUpload = z.strictObject(fileFields);
export type TManualTransferInUpload = z.output<typeof ZManualTransferInUpload>;
/** POST /filestore/manualtransferin/refresh: check a stored file again (after adopting a missing instrument). */
export const ZManualTransferInRefresh = z.strictObject({ firmId: ZFirmId, fileUploadId: ZId });
export const ZBookValueUpload = z.strictObject(fileFields);
export type TBookValueUpload = z.output<typeof ZBookValueUpload>;

/**
 * A bad row of an uploaded file is a 400 field error named `row {n}.{column}` (the header is row 1), e.g.
 * `{fieldName: 'row 3.isin', errorMessage: 'No adopted instrument has this ISIN'}`.
 */
export const rowFieldName = (row: number, column: string) => `row ${row}.${column}`;

/**
 * A manual transfer-in file as stored: only a file whose every row passed is stored (a bad file is a 400
 * naming each row, and nothing is written); a later file for the same transfer supersedes it.
 */
export const ZManualTransferInFile = z.object({
  id: z.string(),
  firmId: z.string(),
  transferId: z.string(),
  fileName: z.string(),
  status: z.enum(['Accepted', 'Superseded']),
  rows: z.number().int(),
  assets: z.array(ZTransferAsset),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type TManualTransferInFile = z.infer<typeof ZManualTransferInFile>;

export const ZBookValueResult = z.object({ transferId: z.string(), updated: z.number().int() });
