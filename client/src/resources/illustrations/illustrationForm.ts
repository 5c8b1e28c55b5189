import type {
  TIllustrationCharge,
  TIllustrationInputs,
  TProductIllustration,
} from '../../../../contract/illustrations';

/**
 * The create form's values and the create-product-illustration body (decision 0904). The form asks for
 * each charge in its own field (a platform charge in % and/or £ a year, the fund OCF, the adviser's
 * ongoing and initial charges); the body takes them as a list of `{chargeType, percent | amountPerYear}`
 * in the spec's charge types. A copy goes the other way, from a stored illustration's inputs.
 */
export interface IllustrationFormValues {
  name?: string;
  clientId?: string | null;
  accountId?: string | null;
  wrapperType?: string | null;
  status?: 'ACCUMULATION' | 'DRAWDOWN';
  termYears?: number | null;
  startingValue?: number | null;
  singleContribution?: number | null;
  monthlyContribution?: number | null;
  drawdownMethod?: string | null;
  monthlyWithdrawal?: number | null;
  dateOfBirth?: string | null;
  platformPercent?: number | null;
  platformPerYear?: number | null;
  ocfPercent?: number | null;
  adviserPercent?: number | null;
  adviserPerYear?: number | null;
  initialPercent?: number | null;
}

type ChargeField = keyof Pick<
  IllustrationFormValues,
  | 'platformPercent'
  | 'platformPerYear'
  | 'ocfPercent'
  | 'adviserPercent'
  | 'adviserPerYear'
  | 'initialPercent'
>;

/** Each charge field of the form: its spec charge type, and whether it is a percentage or pounds a year. */
export const CHARGE_FIELDS: readonly {
  field: ChargeField;
  chargeType: TIllustrationCharge['chargeType'];
  kind: 'percent' | 'amountPerYear';
}[] = [
  { field: 'platformPercent', chargeType: 'Platform', kind: 'percent' },
  { field: 'platformPerYear', chargeType: 'Platform', kind: 'amountPerYear' },
  { field: 'ocfPercent', chargeType: 'OCF', kind: 'percent' },
  { field: 'adviserPercent', chargeType: 'IMifidCharge', kind: 'percent' },
  { field: 'adviserPerYear', chargeType: 'IMifidCharge', kind: 'amountPerYear' },
  { field: 'initialPercent', chargeType: 'Initial', kind: 'percent' },
];

const given = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The fields of one status only: a drawdown sends no contributions, an accumulation no withdrawal. */
const ACCUMULATION_ONLY = ['singleContribution', 'monthlyContribution'] as const;
const DRAWDOWN_ONLY = ['drawdownMethod', 'monthlyWithdrawal', 'dateOfBirth'] as const;

/** The body the form sends (empty fields are dropped by the data provider; zero charges are left out). */
export function toCreateBody(values: IllustrationFormValues): Record<string, unknown> {
  const charges = CHARGE_FIELDS.filter(({ field }) => given(values[field]) && values[field] !== 0).map(
    ({ field, chargeType, kind }) => ({ chargeType, [kind]: values[field] }),
  );
  const body: Record<string, unknown> = { ...values, charges };
  for (const { field } of CHARGE_FIELDS) delete body[field];
  const drop = values.status === 'DRAWDOWN' ? ACCUMULATION_ONLY : DRAWDOWN_ONLY;
  for (const field of drop) delete body[field];
  return body;
}

/** A stored illustration's inputs as the form's values, named "Copy of …" (`copyName`). */
export function copyOf(illustration: TProductIllustration, copyName: string): IllustrationFormValues {
  const inputs = illustration.inputs as Partial<TIllustrationInputs>;
  const values: IllustrationFormValues = {
    name: copyName.slice(0, 100),
    clientId: inputs.clientId ?? null,
    accountId: inputs.accountId ?? null,
    wrapperType: inputs.wrapperType ?? illustration.wrapperType,
    status: inputs.status ?? illustration.status,
    termYears: inputs.termYears ?? illustration.termYears,
    startingValue: inputs.startingValue ?? null,
    singleContribution: inputs.singleContribution ?? null,
    monthlyContribution: inputs.monthlyContribution ?? null,
    drawdownMethod: inputs.drawdownMethod ?? null,
    monthlyWithdrawal: inputs.monthlyWithdrawal ?? null,
    dateOfBirth: inputs.dateOfBirth ?? null,
  };
  for (const charge of inputs.charges ?? []) {
    const kind = charge.percent !== undefined ? 'percent' : 'amountPerYear';
    const match = CHARGE_FIELDS.find((c) => c.chargeType === charge.chargeType && c.kind === kind);
    if (match) values[match.field] = (charge[kind] as number | undefined) ?? null;
  }
  return values;
}

/** What a new illustration starts from: a 20-year accumulation with typical platform and fund charges. */
export const NEW_ILLUSTRATION: IllustrationFormValues = {
  status: 'ACCUMULATION',
  termYears: 20,
  platformPercent: 0.25,
  ocfPercent: 0.15,
};
