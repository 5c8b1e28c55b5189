import type { TRANSFER_DIRECTIONS } from '../../../contract/enums';
import {
  FINAL_TRANSFER_STATUSES,
  type TransferActor,
  type TransferProcessingType,
  type TransferStatus,
} from '../../../contract/transfers';

/**
 * The transfer lifecycle as a pure state machine (docs/decisions/0800). For each status and direction: the
 * moves allowed and who makes each (the firm, the other provider, the platform's transfers team), which
 * statuses wait on the firm or the client (actionRequired), and the next action in plain words. No I/O here:
 * events.ts asks it before any change, the simulator asks it which moves are the provider's.
 */

export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export interface TransferMove {
  to: TransferStatus;
  by: TransferActor;
  /** Only for this processing type (a cash transfer is sold down, an in-specie one is re-registered). */
  only?: TransferProcessingType;
}

export interface TransferState {
  status: TransferStatus;
  direction: TransferDirection;
  processingType: TransferProcessingType;
}

const firm = (to: TransferStatus, only?: TransferProcessingType): TransferMove => ({ to, by: 'Firm', only });
const provider = (to: TransferStatus, only?: TransferProcessingType): TransferMove => ({
  to,
  by: 'Provider',
  only,
});
const platform = (to: TransferStatus, only?: TransferProcessingType): TransferMove => ({
  to,
  by: 'Platform',
  only,
});

/** Before anything has left the platform the firm may withdraw it, or ask to cancel it. */
const early = [firm('Pending Cancellation'), platform('Rejected')];

/** The paperwork both directions go through first. */
const paperwork: Partial<Record<TransferStatus, TransferMove[]>> = {
  Pending: [
    platform('Awaiting Documentation'),
    platform('Verifying Documentation'),
    firm('Deleted'),
    ...early,
  ],
  'Awaiting Documentation': [firm('Verifying Documentation'), platform('Verifying Documentation'), ...early],
  'Verifying Documentation': [
    platform('Reviewing Documentation'),
    platform('Awaiting Documentation'),
    ...early,
  ],
};

/** Transfers in: the other provider cedes the plan to us. */
const MOVES_IN: Partial<Record<TransferStatus, TransferMove[]>> = {
  ...paperwork,
  'Reviewing Documentation': [
    platform('With Previous Provider'),
    platform('Awaiting Documentation'),
    ...early,
  ],
  // A crystallised pension without its details waits here, at the request or when the ceding scheme says so.
  'Awaiting Crystallisation Information': [
    firm('Pending'),
    firm('With Previous Provider'),
    firm('Pending Cancellation'),
    platform('Rejected'),
  ],
  'With Previous Provider': [
    provider('Awaiting sell down', 'Cash'),
    provider('Onboarding Assets', 'In Specie'),
    provider('Awaiting Crystallisation Information'),
    provider('Completed', 'Cash'),
    provider('Rejected'),
    firm('Pending Cancellation'),
  ],
  'Awaiting sell down': [provider('Completed'), provider('Rejected')],
  'Onboarding Assets': [platform('Completed'), platform('Rejected')],
  'Pending Cancellation': [provider('Cancelled'), platform('Cancelled'), provider('With Previous Provider')],
};

/** Transfers out: we cede the plan to the other provider. */
const MOVES_OUT: Partial<Record<TransferStatus, TransferMove[]>> = {
  ...paperwork,
  'Reviewing Documentation': [
    platform('Awaiting sell down', 'Cash'),
    platform('Onboarding Assets', 'In Specie'),
    platform('Awaiting Documentation'),
    ...early,
  ],
  'Awaiting sell down': [platform('Completed'), provider('Rejected')],
  'Onboarding Assets': [provider('Completed'), provider('Rejected')],
  'Pending Cancellation': [platform('Cancelled'), platform('Reviewing Documentation')],
};

const ACTION_REQUIRED = new Set<TransferStatus>([
  'Awaiting Documentation',
  'Awaiting Crystallisation Information',
]);

/** The firm or the client must act: the workbench puts these first. */
export const isActionRequired = (status: TransferStatus) => ACTION_REQUIRED.has(status);

export const isFinal = (status: TransferStatus) =>
  (FINAL_TRANSFER_STATUSES as readonly TransferStatus[]).includes(status);

/** Every move the state machine allows from this state, whoever makes it. */
export function movesFrom(state: TransferState): TransferMove[] {
  const table = state.direction === 'In' ? MOVES_IN : MOVES_OUT;
  return (table[state.status] ?? []).filter((m) => !m.only || m.only === state.processingType);
}

/** The move to `to`, made by `by` (any actor when omitted), or undefined when the machine forbids it. */
export function findMove(state: TransferState, to: TransferStatus, by?: TransferActor) {
  return movesFrom(state).find((m) => m.to === to && (!by || m.by === by));
}

/** The distinct statuses reachable in one move (for the event form's choices). */
export const nextStatuses = (state: TransferState, by?: TransferActor) => [
  ...new Set(
    movesFrom(state)
      .filter((m) => !by || m.by === by)
      .map((m) => m.to),
  ),
];

/** The 409 message for a move the machine forbids: it names the current status. */
export const forbiddenMoveMessage = (from: TransferStatus, to: TransferStatus) =>
  `A transfer in ${from} cannot move to ${to}`;

/** Where a new transfer starts: a crystallised pension without its details waits for them first. */
export const initialStatus = (crystallisedWithoutDetails: boolean): TransferStatus =>
  crystallisedWithoutDetails ? 'Awaiting Crystallisation Information' : 'Pending';

/** Who acts next, in plain words; null once final. */
export function nextAction(state: Pick<TransferState, 'status' | 'direction'>): string | null {
  const inward = state.direction === 'In';
  switch (state.status) {
    case 'Pending':
      return 'The platform: check the request and ask for any documents';
    case 'Awaiting Documentation':
      return "The firm: send the signed transfer authority and the client's identity documents";
    case 'Verifying Documentation':
      return 'The platform: verify the documents';
    case 'Reviewing Documentation':
      return inward
        ? 'The platform: review the documents and send the request to the other provider'
        : "The platform: review the other provider's request";
    case 'With Previous Provider':
      return 'The other provider: process the transfer';
    case 'Awaiting Crystallisation Information':
      return "The firm: send the ceding scheme's crystallisation details";
    case 'Awaiting sell down':
      return inward
        ? 'The other provider: sell the assets and send the cash'
        : 'The platform: sell the assets and send the cash';
    case 'Onboarding Assets':
      return inward
        ? 'The platform: re-register the assets (each needs its book value)'
        : 'The other provider: take on the re-registered assets';
    case 'Pending Cancellation':
      return inward
        ? 'The other provider: confirm the cancellation'
        : 'The platform: confirm the cancellation';
    default:
      return null;
  }
}
