import type { WrapperType } from '../../../contract/enums';

/**
 * Which wrappers capital gains tax reaches (decision 0702). Gains inside an ISA, a Junior ISA or a
 * registered pension are free of CGT (ITTOIA 2005 / ISA Regulations 1998 reg 34; TCGA 1992 s271(1)(g)).
 * An offshore bond is not taxed on its gains either: its growth is a chargeable event gain under income
 * tax (ITTOIA 2005 Part 4 Chapter 9), reported by the bond's provider. Everything else (the GIA, a cash
 * account) is taxable, so a new wrapper type is taxable until someone says otherwise.
 */

export type TaxTreatment = 'taxable' | 'taxFree' | 'bond';

const TAX_FREE: readonly string[] = ['ISA', 'JISA', 'Pension', 'TPPENSION', 'SIPP', 'SSAS'];
const BOND: readonly string[] = ['TPOFFBOND'];

export const treatmentOf = (wrapper: WrapperType | string): TaxTreatment =>
  TAX_FREE.includes(wrapper) ? 'taxFree' : BOND.includes(wrapper) ? 'bond' : 'taxable';

/** Why an account's disposals are left out of the capital gains report, in a reader's words. */
export function exemptionOf(wrapper: WrapperType | string): string {
  if (wrapper === 'ISA' || wrapper === 'JISA') return `Gains in an ${wrapper} are free of capital gains tax`;
  if (treatmentOf(wrapper) === 'bond')
    return 'Gains on an offshore bond are chargeable event gains for income tax, reported by the bond’s provider';
  return 'Gains in a pension are free of capital gains tax';
}
