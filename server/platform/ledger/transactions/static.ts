import { TRANSACTION_SUB_TYPES, TRANSACTION_TYPES } from '../../../../contract/enums';
import { FOUR_EYES_SUB_TYPES, TRANSACTION_KINDS, type TransactionKind } from '../../../../contract/ledger';
import { TRANSACTION_CODES, type TransactionCode } from '../../../../contract/postings';

/** GET /static/transactiontype: the spec's enumerations, the combinations Keel takes, the posting codes. */
export function transactionTypes() {
  return {
    types: (Object.keys(TRANSACTION_KINDS) as TransactionKind[]).map((kind) => ({
      kind,
      ...TRANSACTION_KINDS[kind],
      fourEyes: (FOUR_EYES_SUB_TYPES as readonly string[]).includes(
        TRANSACTION_KINDS[kind].transactionSubType,
      ),
    })),
    transactionTypes: [...TRANSACTION_TYPES],
    transactionSubTypes: [...TRANSACTION_SUB_TYPES],
    transactionCodes: (Object.keys(TRANSACTION_CODES) as TransactionCode[]).map((code) => ({
      code,
      description: TRANSACTION_CODES[code],
    })),
  };
}
