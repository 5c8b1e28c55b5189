import { WRAPPER_TYPES, type WrapperType } from '../../../contract/enums';
import { DECLARATION_WRAPPERS, PENSION_WRAPPERS, type TSchemeProduct } from '../../../contract/products';

/**
 * The platform's scheme products, one per wrapper type. Fixed in code for now because every firm on the
 * platform offers the same wrappers; the id ("SP" + wrapper) is what the client_products trigger writes.
 */
const NAMES: Record<WrapperType, string> = {
  GIA: 'General Investment Account',
  ISA: 'Stocks and Shares ISA',
  JISA: 'Junior ISA',
  Cash: 'Cash Account',
  Pension: 'Personal Pension',
  TPPENSION: 'Third-Party Pension',
  SIPP: 'Self-Invested Personal Pension',
  SSAS: 'Small Self-Administered Scheme',
  TPOFFBOND: 'Third-Party Offshore Bond',
};

const AGE_LIMITS: Partial<Record<WrapperType, [number | null, number | null]>> = {
  ISA: [18, null],
  JISA: [null, 17],
};

export const schemeProductId = (wrapperType: string) => `SP${wrapperType.toUpperCase()}`;

export const SCHEME_PRODUCTS: TSchemeProduct[] = WRAPPER_TYPES.map((wrapperType) => ({
  id: schemeProductId(wrapperType),
  name: NAMES[wrapperType],
  wrapperType,
  taxAdvantaged: !['GIA', 'Cash', 'TPOFFBOND'].includes(wrapperType),
  needsDeclaration: DECLARATION_WRAPPERS.includes(wrapperType),
  needsProviderTerms: PENSION_WRAPPERS.includes(wrapperType),
  minimumAge: AGE_LIMITS[wrapperType]?.[0] ?? null,
  maximumAge: AGE_LIMITS[wrapperType]?.[1] ?? null,
}));

export const schemeProductName = (id: string) => SCHEME_PRODUCTS.find((p) => p.id === id)?.name ?? id;
