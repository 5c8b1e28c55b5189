import { WRAPPER_LABELS, type TCreateAccount } from '../../../../contract/accounts';
import { WRAPPER_TYPES, type WrapperType } from '../../../../contract/enums';

/** A Cash account has wrapper type Cash and only it does (the platform's rule, docs/decisions/0400). */
export const accountTypeFor = (wrapperType: unknown): TCreateAccount['accountType'] =>
  wrapperType === 'Cash' ? 'Cash' : 'Wrapper';

export const wrapperChoices = WRAPPER_TYPES.map((id) => ({ id, name: `${id} – ${WRAPPER_LABELS[id]}` }));

/** "Ada Lovelace Stocks & Shares ISA": the name the account gets unless the adviser types another. */
export const defaultAccountName = (clientName: string | undefined, wrapperType: unknown) =>
  [clientName, WRAPPER_LABELS[wrapperType as WrapperType]].filter(Boolean).join(' ');
