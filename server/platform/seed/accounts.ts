import { WRAPPER_LABELS } from '../../../contract/accounts';
import type { AccountStatus, WrapperType } from '../../../contract/enums';
import type { ClientSeedRow } from './clients';
import type { SeedCalendar } from './calendar';
import type { Rng } from './random';

/** The wrappers each kind of client typically holds, with how likely each one is. */
const HOLDINGS: Record<ClientSeedRow['clientType'], readonly (readonly [WrapperType, number])[]> = {
  Individual: [
    ['GIA', 0.75],
    ['ISA', 0.65],
    ['SIPP', 0.3],
    ['Pension', 0.05],
    ['Cash', 0.1],
  ],
  'Individual Minor': [['JISA', 0.9]],
  Corporate: [
    ['GIA', 1],
    ['SSAS', 0.15],
    ['Cash', 0.3],
  ],
  Trust: [
    ['GIA', 1],
    ['TPOFFBOND', 0.2],
  ],
};

function accountStatus(rng: Rng, client: ClientSeedRow): AccountStatus {
  if (client.status === 'Pending') return 'Pending';
  if (client.status === 'Registered') return 'Registered';
  return rng.weighted([
    ['Active', 90],
    ['Pending', 2],
    ['Suspended', 2],
    ['Closed', 3],
    ['Closing', 1],
    ['Transfer Out', 2],
  ] as const);
}

/** When an account opened: on a weekday within a month of its client joining, never before the client. */
function openedAt(rng: Rng, cal: SeedCalendar, client: ClientSeedRow): Date {
  const day = cal.weekday(cal.plusDays(client.createdAt.toISOString().slice(0, 10), rng.int(1, 30)));
  const opened = cal.at(day, rng.int(8 * 60, 18 * 60));
  return opened > client.createdAt ? opened : client.createdAt;
}

/** Accounts for the given clients, as rows for the `accounts` table (ids from the database default). */
export function buildAccounts(rng: Rng, clients: ClientSeedRow[], cal: SeedCalendar) {
  return clients.flatMap((client) =>
    HOLDINGS[client.clientType]
      .filter(([, likelihood]) => rng.chance(likelihood))
      .map(([wrapperType]) => {
        const createdAt = openedAt(rng, cal, client);
        return {
          firmId: client.firmId,
          nodeId: client.nodeId,
          clientId: client.id,
          name: `${client.name} ${WRAPPER_LABELS[wrapperType]}`,
          accountType: wrapperType === 'Cash' ? 'Cash' : 'Wrapper',
          wrapperType,
          status: accountStatus(rng, client),
          currency: 'GBP',
          // The wrapper's flags, where the accounts service keeps them (details.wrapperDetail).
          details: {
            wrapperDetail: {
              advised: true,
              discretionary: rng.chance(0.15),
              trust: client.clientType === 'Trust',
            },
          },
          createdBy: client.createdBy,
          updatedBy: client.createdBy,
          createdAt,
          updatedAt: createdAt,
        };
      }),
  );
}
