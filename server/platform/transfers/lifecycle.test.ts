import { describe, expect, it } from 'vitest';
import { TRANSFER_STATUSES } from '../../../contract/enums';
import { FINAL_TRANSFER_STATUSES, type TransferStatus } from '../../../contract/transfers';
import {
  findMove,
  forbiddenMoveMessage,
  initialStatus,
  isActionRequired,
  isFinal,
  movesFrom,
  nextAction,
  nextStatuses,
  type TransferState,
} from './lifecycle';

const cashIn = (status: TransferStatus): TransferState => ({
  status,
  direction: 'In',
  processingType: 'Cash',
});
const inSpecieIn = (status: TransferStatus): TransferState => ({
  status,
  direction: 'In',
  processingType: 'In Specie',
});
const cashOut = (status: TransferStatus): TransferState => ({
  status,
  direction: 'Out',
  processingType: 'Cash',
});
const states = TRANSFER_STATUSES.flatMap((status) =>
  (['In', 'Out'] as const).flatMap((direction) =>
    (['Cash', 'In Specie'] as const).map((processingType) => ({ status, direction, processingType })),
  ),
);

describe('the transfer state machine', () => {
  it('when a transfer is final, then no move leaves it', () => {
    for (const s of states.filter((s) => isFinal(s.status))) expect(movesFrom(s)).toEqual([]);
    expect([...FINAL_TRANSFER_STATUSES].sort()).toEqual(['Cancelled', 'Completed', 'Deleted', 'Rejected']);
  });

  it('when any move reaches Cancelled, then it comes from Pending Cancellation', () => {
    for (const s of states)
      if (movesFrom(s).some((m) => m.to === 'Cancelled')) expect(s.status).toBe('Pending Cancellation');
  });

  it('when a transfer in goes the whole way with cash, then each step is allowed and made by its actor', () => {
    const path: [TransferStatus, TransferStatus, string][] = [
      ['Pending', 'Awaiting Documentation', 'Platform'],
      ['Awaiting Documentation', 'Verifying Documentation', 'Firm'],
      ['Verifying Documentation', 'Reviewing Documentation', 'Platform'],
      ['Reviewing Documentation', 'With Previous Provider', 'Platform'],
      ['With Previous Provider', 'Awaiting sell down', 'Provider'],
      ['Awaiting sell down', 'Completed', 'Provider'],
    ];
    for (const [from, to, by] of path) expect(findMove(cashIn(from), to)?.by).toBe(by);
  });

  it('when a transfer in is in specie, then it is re-registered (Onboarding Assets), never sold down', () => {
    expect(findMove(inSpecieIn('With Previous Provider'), 'Onboarding Assets')?.by).toBe('Provider');
    expect(findMove(inSpecieIn('With Previous Provider'), 'Awaiting sell down')).toBeUndefined();
    expect(findMove(inSpecieIn('With Previous Provider'), 'Completed')).toBeUndefined();
    expect(findMove(inSpecieIn('Onboarding Assets'), 'Completed')?.by).toBe('Platform');
    expect(findMove(cashIn('With Previous Provider'), 'Onboarding Assets')).toBeUndefined();
  });

  it('when a transfer out is cash, then the platform sells down and pays it away', () => {
    expect(findMove(cashOut('Reviewing Documentation'), 'Awaiting sell down')?.by).toBe('Platform');
    expect(findMove(cashOut('Awaiting sell down'), 'Completed')?.by).toBe('Platform');
    expect(findMove(cashOut('Reviewing Documentation'), 'With Previous Provider')).toBeUndefined();
  });

  it('when the move is asked of one actor, then only that actor’s moves count', () => {
    expect(findMove(cashIn('With Previous Provider'), 'Completed', 'Provider')).toBeDefined();
    expect(findMove(cashIn('With Previous Provider'), 'Completed', 'Firm')).toBeUndefined();
    expect(nextStatuses(cashIn('With Previous Provider'), 'Firm')).toEqual(['Pending Cancellation']);
  });

  it('when only a pending transfer is withdrawn, then Deleted is reachable from Pending alone', () => {
    for (const s of states)
      if (movesFrom(s).some((m) => m.to === 'Deleted')) expect(s.status).toBe('Pending');
  });

  it('when the firm or client must act, then the status is action required and says what to do', () => {
    expect(TRANSFER_STATUSES.filter(isActionRequired).sort()).toEqual([
      'Awaiting Crystallisation Information',
      'Awaiting Documentation',
    ]);
    expect(nextAction(cashIn('Awaiting Documentation'))).toMatch(/^The firm: /);
    expect(nextAction(cashIn('With Previous Provider'))).toMatch(/^The other provider: /);
    expect(nextAction(cashIn('Completed'))).toBeNull();
    for (const s of states.filter((s) => !isFinal(s.status))) expect(nextAction(s)).toBeTruthy();
  });

  it('when a crystallised pension comes in without details, then it starts awaiting them', () => {
    expect(initialStatus(true)).toBe('Awaiting Crystallisation Information');
    expect(initialStatus(false)).toBe('Pending');
    expect(findMove(cashIn('Awaiting Crystallisation Information'), 'Pending')?.by).toBe('Firm');
  });

  it('when a move is forbidden, then the message names the current status', () => {
    expect(forbiddenMoveMessage('Completed', 'Pending')).toBe(
      'A transfer in Completed cannot move to Pending',
    );
    expect(findMove(cashIn('Completed'), 'Pending')).toBeUndefined();
  });
});
