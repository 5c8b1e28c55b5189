import type { TranslateFunction } from 'react-admin';
import { PENSION_WRAPPERS } from '../../../../contract/products';
import { ZDate } from '../../../../contract/validation';
import type { TMasterParty, TTransferDetail, TTransferRequest } from '../../../../contract/transfers';
import type { WrapperType } from '../../../../contract/enums';
import { moneyOut, parseMoney } from '../../shared/money';
import type { FieldErrors } from '../shared/plan';

/** The transfer request form as typed: money as text (parsed with decimal.js), the provider as picked. */
export interface TransferValues {
  direction: TTransferRequest['direction'];
  processingType: TTransferRequest['processingType'];
  scope: TTransferRequest['scope'];
  provider: TMasterParty | null;
  providerReference: string;
  estimatedValue: string;
  currentYearSubscriptions: string;
  crystallised: boolean;
  crystallisedAmount: string;
  pclsTaken: string;
  crystallisedOn: string;
  note: string;
}

export const EMPTY_TRANSFER: TransferValues = {
  direction: 'In',
  processingType: 'Cash',
  scope: 'Whole',
  provider: null,
  providerReference: '',
  estimatedValue: '',
  currentYearSubscriptions: '',
  crystallised: false,
  crystallisedAmount: '',
  pclsTaken: '',
  crystallisedOn: '',
  note: '',
};

export const isPension = (wrapper: WrapperType) => PENSION_WRAPPERS.includes(wrapper);
export const isIsa = (wrapper: WrapperType) => wrapper === 'ISA' || wrapper === 'JISA';

/** Which of the wrapper-specific parts the form asks for: ISA subscriptions, a pension's crystallisation. */
export const askFor = (values: Pick<TransferValues, 'direction'>, wrapper: WrapperType) => ({
  subscriptions: values.direction === 'In' && isIsa(wrapper),
  crystallisation: values.direction === 'In' && isPension(wrapper),
});

/** Pounds that may be nothing at all (no subscriptions yet, no tax-free cash taken). */
const parseMoneyOrZero = (text: string) => (/^\s*[£]?\s*0*(\.0*)?\s*$/.test(text) ? 0 : parseMoney(text));

export type TransferOutcome = { body: TTransferRequest; errors?: undefined } | { errors: FieldErrors };

/** The form's values checked and turned into the create-transfer body's `transfer`, or the fields' errors. */
export function planTransfer(
  values: TransferValues,
  wrapper: WrapperType,
  translate: TranslateFunction,
): TransferOutcome {
  const errors: FieldErrors = {};
  const required = translate('ra.validation.required');
  const money = translate('workflows.errors.money');
  const ask = askFor(values, wrapper);
  if (!values.provider) errors.provider = translate('workflows.transfer.errors.provider');
  if (!values.providerReference.trim()) errors.providerReference = required;
  const estimated = parseMoney(values.estimatedValue);
  if (!estimated) errors.estimatedValue = money;
  const subscriptions = ask.subscriptions ? parseMoneyOrZero(values.currentYearSubscriptions) : 0;
  if (subscriptions === undefined) errors.currentYearSubscriptions = money;
  const crystallised = ask.crystallisation && values.crystallised;
  const amount = crystallised ? parseMoney(values.crystallisedAmount) : undefined;
  const pcls = crystallised ? parseMoneyOrZero(values.pclsTaken) : 0;
  if (crystallised) {
    if (!amount) errors.crystallisedAmount = money;
    if (pcls === undefined) errors.pclsTaken = money;
    if (!ZDate.safeParse(values.crystallisedOn.trim()).success)
      errors.crystallisedOn = translate('workflows.transfer.errors.date');
  }
  if (Object.keys(errors).length) return { errors };
  const note = values.note.trim();
  return {
    body: {
      direction: values.direction,
      processingType: values.processingType,
      scope: values.scope,
      providerId: values.provider!.id,
      providerReference: values.providerReference.trim(),
      estimatedValue: moneyOut(estimated!),
      ...(ask.subscriptions ? { currentYearSubscriptions: subscriptions ? moneyOut(subscriptions) : 0 } : {}),
      ...(ask.crystallisation ? { crystallised } : {}),
      ...(crystallised
        ? {
            crystallisation: {
              crystallisedAmount: moneyOut(amount!),
              pclsTaken: pcls ? moneyOut(pcls) : 0,
              crystallisedOn: values.crystallisedOn.trim(),
            },
          }
        : {}),
      ...(note ? { note } : {}),
    },
  };
}

/** A transfer (one rejected or cancelled, say) as the form's starting values, to request it again. */
export function valuesFromTransfer(transfer: TTransferDetail, provider: TMasterParty | null): TransferValues {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  return {
    direction: transfer.movementType,
    processingType: transfer.processingType,
    scope: transfer.scope,
    provider,
    providerReference: transfer.providerReference,
    estimatedValue: text(transfer.estimatedValue),
    currentYearSubscriptions: text(transfer.currentYearSubscriptions),
    crystallised: transfer.crystallised,
    crystallisedAmount: text(transfer.crystallisation?.crystallisedAmount),
    pclsTaken: text(transfer.crystallisation?.pclsTaken),
    crystallisedOn: transfer.crystallisation?.crystallisedOn ?? '',
    note: transfer.note ?? '',
  };
}

/**
 * The platform's field errors (`transfer.providerReference`, `transfer.crystallisation.pclsTaken`) by the
 * form's field names; the rest (the account, the firm) have no field and are said above the form.
 */
export function placeTransferErrors(fieldErrors: { fieldName: string; errorMessage: string }[]) {
  const fields: FieldErrors = {};
  const unplaced: string[] = [];
  for (const { fieldName, errorMessage } of fieldErrors) {
    const name = fieldName
      .replace(/^transfer\./, '')
      .replace(/^crystallisation\./, '')
      .replace(/^providerId$/, 'provider');
    if (FORM_FIELDS.has(name)) fields[name] ??= errorMessage;
    else unplaced.push(`${fieldName}: ${errorMessage}`);
  }
  return { fields, unplaced };
}

const FORM_FIELDS = new Set(Object.keys(EMPTY_TRANSFER));
