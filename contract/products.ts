import { z } from 'zod';
import { WRAPPER_TYPES, type WrapperType } from './enums';
import { ZAuditDetails } from './audit';
import { ZDate, ZId } from './validation';

/**
 * Client products (spec §3 "Client product"): one per client and wrapper type, holding what the client has
 * agreed for that product (terms, the ISA/JISA declaration, a pension provider's terms). Every account of
 * that wrapper belongs to it; the platform opens it with the client's first account of the wrapper.
 */

export const CLIENT_PRODUCT_STATUSES = ['Active', 'Closed'] as const;

/** Wrappers whose subscriptions need the client's ISA declaration (HMRC ISA Regulations). */
export const DECLARATION_WRAPPERS: readonly WrapperType[] = ['ISA', 'JISA'];
/** Wrappers run under a pension scheme, whose provider terms the client accepts. */
export const PENSION_WRAPPERS: readonly WrapperType[] = ['Pension', 'TPPENSION', 'SIPP', 'SSAS'];

export const ZClientProduct = z.object({
  id: z.string(),
  firmId: z.string(),
  nodeId: z.string(),
  clientId: z.string(),
  clientIds: z.array(z.string()),
  wrapperType: z.enum(WRAPPER_TYPES),
  schemeProductId: z.string(),
  schemeProductName: z.string(),
  status: z.enum(CLIENT_PRODUCT_STATUSES),
  termsAccepted: z.boolean(),
  declarationAcceptedDate: z.string().nullable(),
  acceptedProviderTerms: z.boolean().nullable(),
  accountIds: z.array(z.string()),
  createdDate: z.string(),
  auditDetails: ZAuditDetails,
});
export type TClientProduct = z.infer<typeof ZClientProduct>;

/** GET /clientproduct/{firmId}. */
export const ZClientProductQuery = z.object({
  clientId: ZId.optional(),
  wrapperType: z.enum(WRAPPER_TYPES).optional(),
});
export type TClientProductQuery = z.output<typeof ZClientProductQuery>;

/** PATCH /clientproduct/{firmId}/{clientProductId}: the update-client-product body. */
export const ZPatchClientProduct = z
  .strictObject({
    termsAccepted: z.boolean().optional(),
    declarationAcceptedDate: ZDate.nullable().optional(),
    acceptedProviderTerms: z.boolean().optional(),
    status: z.enum(CLIENT_PRODUCT_STATUSES).optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine((p) => Object.keys(p).some((k) => k !== 'version'), {
    message: 'Give at least one field to change',
  });
export type TPatchClientProduct = z.output<typeof ZPatchClientProduct>;

/** A product the platform offers, by wrapper (spec §3 "scheme product by wrapperType"). */
export const ZSchemeProduct = z.object({
  id: z.string(),
  name: z.string(),
  wrapperType: z.enum(WRAPPER_TYPES),
  taxAdvantaged: z.boolean(),
  needsDeclaration: z.boolean(),
  needsProviderTerms: z.boolean(),
  /** Age limits for holders (JISA under 18, ISA 18 and over), null when none. */
  minimumAge: z.number().int().nullable(),
  maximumAge: z.number().int().nullable(),
});
export type TSchemeProduct = z.infer<typeof ZSchemeProduct>;

export const ZSchemeProductQuery = z.object({ wrapperType: z.enum(WRAPPER_TYPES).optional() });
export type TSchemeProductQuery = z.output<typeof ZSchemeProductQuery>;
