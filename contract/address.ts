import { z } from 'zod';
import { ZAddress } from './clients';
import { UK_POSTCODE_PATTERN, normalisePostcode } from './validation';

/** POST /addresslookup: a UK postcode, and optionally the house number or name to narrow the list. */
export const ZAddressLookup = z.strictObject({
  postCode: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .transform(normalisePostcode)
    .refine((p) => UK_POSTCODE_PATTERN.test(p), 'Must be a UK postcode, like SW1A 1AA'),
  houseNumberOrName: z.string().trim().max(100).optional(),
});
export type TAddressLookup = z.output<typeof ZAddressLookup>;

/** One address in the client record's own shape, so a pick fills the form's addressDetail directly. */
export const ZFoundAddress = z.object({
  addressDetail: ZAddress,
  /** One line for the picker: "Flat 2, 10 Downing Street, London, SW1A 2AA". */
  summary: z.string(),
});
export type TFoundAddress = z.infer<typeof ZFoundAddress>;
