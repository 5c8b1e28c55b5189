import { WRAPPER_TYPES, type TCreateAccount, type WrapperType } from '../../../../contract';

/** A Cash account has wrapper type Cash and only it does (the platform's rule, docs/decisions/0400). */
export const accountTypeFor = (wrapperType: unknown): TCreateAccount['accountType'] =>
  wrapperType === 'Cash' ? 'Cash' : 'Wrapper';

/** The wrapper names an adviser reads, for choices and an account's default name. */
export const WRAPPER_LABELS: Record<WrapperType, string> = {
  GIA: 'General Investment Account',
  ISA: 'Stocks & Shares ISA',
  JISA: 'Junior ISA',
  Cash: 'Cash Account',
  Pension: 'Personal Pension',
  TPPENSION: 'Third-Party Pension',
  SIPP: 'SIPP',
  SSAS: 'SSAS',
  TPOFFBOND: 'Offshore Bond',
};

export const wrapperChoices = WRAPPER_TYPES.map((id) => ({ id, name: `${id} – ${WRAPPER_LABELS[id]}` }));

/** "Ada Lovelace Stocks & Shares ISA": the name the account gets unless the adviser types another. */
export const defaultAccountName = (clientName: string | undefined, wrapperType: unknown) =>
  [clientName, WRAPPER_LABELS[wrapperType as WrapperType]].filter(Boolean).join(' ');
