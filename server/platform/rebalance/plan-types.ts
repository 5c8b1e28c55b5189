import type { TRebalanceReason } from '../../../contract/rebalance';
import type { Charged, Decimal, Tariff } from '../ledger';

/** The planner's input and output (plan.ts), apart so its parts (plan-tax.ts, plan-weights.ts) share them. */

export interface PlanPosition {
  assetId: string;
  /** Units held; zero for a model component the account does not hold yet. */
  units: Decimal;
  /** The latest price; null when the instrument has none. */
  price: Decimal | null;
  instrument: Charged;
  /** Estimated gain (negative: loss) per unit sold, from the client's section 104 pool (GIA). */
  gainPerUnit?: Decimal;
}

export interface PlanInput {
  positions: PlanPosition[];
  cash: Decimal;
  targets: { assetId: string; weight: Decimal }[];
  cashWeight: Decimal;
  /** Percentage points either side of a target weight that count as on target. */
  tolerance: Decimal;
  minimumTrade: Decimal;
  cashBufferPercent: Decimal;
  tariff: Tariff;
  /** Tax-aware: the most net gain the sales may realise; null when tax is not considered. */
  gainsBudget: Decimal | null;
}

export interface PlannedSell {
  assetId: string;
  quantity: Decimal;
  sellAll: boolean;
  /** Units × latest price, to the penny. */
  value: Decimal;
  charges: Decimal;
  estimatedGain: Decimal | null;
}

export interface PlannedBuy {
  assetId: string;
  /** What the order spends: consideration plus charges. */
  amount: Decimal;
  consideration: Decimal;
  charges: Decimal;
}

export interface LeftUndone {
  assetId: string;
  side: 'Sell' | 'Buy';
  amount: Decimal;
  reason: TRebalanceReason;
}

export interface Plan {
  valueBefore: Decimal;
  cashBuffer: Decimal;
  sells: PlannedSell[];
  buys: PlannedBuy[];
  cashAfter: Decimal;
  weights: WeightLine[];
  leftUndone: LeftUndone[];
}

export interface WeightLine {
  /** null: cash. */
  assetId: string | null;
  target: Decimal;
  before: Decimal;
  after: Decimal;
  drift: Decimal;
  withinTolerance: boolean;
  reason: TRebalanceReason | null;
}
