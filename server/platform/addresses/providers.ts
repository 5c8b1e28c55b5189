import { and, eq, sql } from 'drizzle-orm';
import { ZAddress } from '../../../contract/clients';
import type { TAddressLookup, TFoundAddress } from '../../../contract/address';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/connection';
import { clients } from '../db/schema';
import { AppError } from '../errors';

/** Finds the addresses at a postcode. Keel ships two; a deployment picks one by configuration. */
export interface AddressProvider {
  lookup(caller: Caller, query: TAddressLookup): Promise<TFoundAddress[]>;
}

type Address = TFoundAddress['addressDetail'];

export function summarise(a: Address): string {
  const street = [
    a.flatNumber && `Flat ${a.flatNumber}`,
    a.buildingName,
    [a.buildingNumber, a.address1].filter(Boolean).join(' '),
  ];
  return [...street, a.address2, a.address3, a.address4, a.postCode].filter(Boolean).join(', ');
}

const matchesHouse = (a: Address, house?: string) =>
  !house ||
  [a.flatNumber, a.buildingNumber, a.buildingName, a.address1].some((part) =>
    part?.toLowerCase().startsWith(house.toLowerCase()),
  );

const found = (addresses: Address[], house?: string): TFoundAddress[] =>
  addresses
    .filter((a) => matchesHouse(a, house))
    .map((addressDetail) => ({ addressDetail, summary: summarise(addressDetail) }))
    .sort((x, y) => x.summary.localeCompare(y.summary, 'en-GB', { numeric: true }));

/**
 * The embedded default: addresses already on file in the caller's firm at that postcode. It needs no
 * licence or network and answers the commonest onboarding case (a partner, child or director at an
 * address the firm already holds); a full UK address file needs the HTTP provider.
 */
export function addressesOnFile(db: Database): AddressProvider {
  return {
    async lookup(caller, { postCode, houseNumberOrName }) {
      const rows = await db
        .selectDistinct({ address: sql<unknown>`${clients.profile} -> 'addressDetail'` })
        .from(clients)
        .where(
          and(
            eq(clients.firmId, caller.firmId),
            sql`${clients.profile} -> 'addressDetail' ->> 'postCode' = ${postCode}`,
          ),
        )
        .limit(200);
      const valid = rows.flatMap((r) => {
        const parsed = ZAddress.safeParse(r.address);
        return parsed.success ? [parsed.data] : [];
      });
      return found(valid, houseNumberOrName);
    },
  };
}

/**
 * A postcode service over HTTP (Royal Mail PAF resellers and the like, usually behind a small adapter):
 * GET the configured URL with {postCode} filled in, `Authorization: Bearer <key>` when a key is set,
 * answering `{addresses: [<addressDetail>…]}`. Anything else is a 502 the form can show.
 */
export function addressService(opts: { url: string; apiKey?: string; timeoutMs?: number }): AddressProvider {
  const unavailable = () =>
    new AppError(502, 'The address service is unavailable; enter the address by hand');
  return {
    async lookup(_caller, { postCode, houseNumberOrName }) {
      const url = opts.url.replace('{postCode}', encodeURIComponent(postCode));
      const res = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      }).catch(() => undefined);
      if (!res?.ok) throw unavailable();
      const body = (await res.json().catch(() => undefined)) as { addresses?: unknown[] } | undefined;
      if (!Array.isArray(body?.addresses)) throw unavailable();
      const valid = body.addresses.flatMap((a) => {
        const parsed = ZAddress.safeParse({ country: 'GB', ...(a as object) });
        return parsed.success ? [parsed.data] : [];
      });
      return found(valid, houseNumberOrName);
    },
  };
}
