import type { SeedCalendar } from './calendar';
import { Rng, isin } from './random';

/**
 * The demo's instrument universe: 50 funds, ETFs and equities with invented names and well-formed ISINs
 * (valid check digits, not real securities), and three years of daily closing prices for each, up to the
 * last business day before the demo was seeded.
 */

type InstrumentType = 'Fund' | 'ETF' | 'Equity';
type AssetClass = 'Equity' | 'Multi-Asset' | 'Fixed Income' | 'Property' | 'Money Market' | 'Commodity';

interface AssetSpec {
  name: string;
  ticker: string;
  type: InstrumentType;
  assetClass: AssetClass;
  country: 'GB' | 'IE' | 'LU';
}

// name | ticker | asset class
const FUNDS = `
Meridian Global Equity Index Fund C Acc|MGEIF|Equity
Meridian UK All Share Index Fund C Acc|MUKAS|Equity
Meridian US Equity Index Fund C Acc|MUSEI|Equity
Meridian Emerging Markets Index Fund C Acc|MEMIF|Equity
Meridian Japan Index Fund C Acc|MJPIF|Equity
Meridian Europe ex-UK Index Fund C Acc|MEXUK|Equity
Albion Multi-Asset Cautious Fund I Acc|AMACA|Multi-Asset
Albion Multi-Asset Balanced Fund I Acc|AMABA|Multi-Asset
Albion Multi-Asset Growth Fund I Acc|AMAGR|Multi-Asset
Albion Multi-Asset Adventurous Fund I Acc|AMAAD|Multi-Asset
Thistle Strategic Bond Fund I Inc|TSTBD|Fixed Income
Thistle Sterling Corporate Bond Fund I Acc|TSCBD|Fixed Income
Thistle UK Gilt Fund I Acc|TUKGF|Fixed Income
Thistle Index-Linked Gilt Fund I Acc|TILGF|Fixed Income
Harrow UK Equity Income Fund B Inc|HUKEI|Equity
Harrow UK Smaller Companies Fund B Acc|HUKSC|Equity
Harrow Global Dividend Fund B Inc|HGDIV|Equity
Harrow Asia Pacific ex-Japan Fund B Acc|HAPXJ|Equity
Kestrel Sustainable Global Equity Fund Acc|KSGEF|Equity
Kestrel Global Technology Fund Acc|KGTEC|Equity
Kestrel Healthcare Innovation Fund Acc|KHINV|Equity
Fenwick UK Property Fund Acc|FUKPF|Property
Fenwick Global Infrastructure Fund Acc|FGINF|Equity
Fenwick Sterling Money Market Fund Acc|FSMMF|Money Market`;

const ETFS = `
Strand FTSE 100 UCITS ETF|SUKX|Equity
Strand FTSE 250 UCITS ETF|SMCX|Equity
Strand S&P 500 UCITS ETF Acc|SSPX|Equity
Strand MSCI World UCITS ETF Acc|SWLD|Equity
Strand MSCI Emerging Markets UCITS ETF|SEMK|Equity
Strand Core UK Gilts UCITS ETF|SGLT|Fixed Income
Strand Global Aggregate Bond UCITS ETF GBP Hedged|SAGG|Fixed Income
Beacon Nasdaq 100 UCITS ETF|BNDQ|Equity
Beacon Physical Gold ETC|BGLD|Commodity
Beacon Global Clean Energy UCITS ETF|BCLN|Equity
Beacon MSCI Europe ex-UK UCITS ETF|BEXU|Equity
Beacon Short-Dated Sterling Corporate Bond UCITS ETF|BSCB|Fixed Income
Beacon FTSE All-World High Dividend UCITS ETF|BHDY|Equity`;

const EQUITIES = `
Caledonian Rail Holdings plc|CALR|Equity
Severn Energy plc|SVRN|Equity
Pennine Foods plc|PNFD|Equity
Northgate Bank plc|NGTB|Equity
Lowther Insurance Group plc|LOWI|Equity
Bramley Pharmaceuticals plc|BRPH|Equity
Cheviot Mining plc|CHVM|Equity
Solent Telecom plc|SOLT|Equity
Mercia Homes plc|MERH|Equity
Wessex Water Utilities plc|WXWU|Equity
Ashdown Software plc|ASHS|Equity
Humber Logistics plc|HUMB|Equity
Tamar Retail Group plc|TAMR|Equity`;

function parse(block: string, type: InstrumentType): AssetSpec[] {
  return block
    .trim()
    .split('\n')
    .map((line, i) => {
      const [name, ticker, assetClass] = line.split('|');
      const country = type === 'Equity' ? 'GB' : type === 'ETF' ? 'IE' : i % 4 === 3 ? 'LU' : 'GB';
      return { name, ticker, type, assetClass: assetClass as AssetClass, country };
    });
}

export const ASSET_SPECS: AssetSpec[] = [
  ...parse(FUNDS, 'Fund'),
  ...parse(ETFS, 'ETF'),
  ...parse(EQUITIES, 'Equity'),
];

/** Rows for the `assets` table, without ids (the database gives them). */
export function assetRows(rng: Rng) {
  const seen = new Set<string>();
  return ASSET_SPECS.map((a) => {
    let code: string;
    do code = isin(rng, a.country);
    while (seen.has(code));
    seen.add(code);
    const shortName = a.name.replace(/ (C|I|B) (Acc|Inc)$| (Acc|Inc)$/, '');
    return {
      name: shortName,
      longName: a.name,
      isin: code,
      ticker: a.ticker,
      instrumentType: a.type,
      currency: 'GBP',
      details: {
        assetClass: a.assetClass,
        domicile: a.country,
        ...(a.type === 'Fund' ? { ocf: ocf(rng, a) } : {}),
      },
    };
  });
}

function ocf(rng: Rng, a: AssetSpec): number {
  const passive = a.name.includes('Index');
  return (passive ? rng.int(6, 25) : rng.int(45, 95)) / 100;
}

// ---------------------------------------------------------------------------------------------------
// Prices

/** Years of closing prices: back beyond the first seeded client, so every purchase has its day's price. */
export const PRICE_YEARS = 3;

/** Daily drift and volatility by asset class. */
const MOTION: Record<AssetClass, { drift: number; vol: number }> = {
  Equity: { drift: 0.0003, vol: 0.011 },
  'Multi-Asset': { drift: 0.0002, vol: 0.006 },
  'Fixed Income': { drift: 0.0001, vol: 0.003 },
  Property: { drift: 0.0001, vol: 0.005 },
  'Money Market': { drift: 0.00017, vol: 0.00005 },
  Commodity: { drift: 0.0003, vol: 0.009 },
};

/** Prices carry four decimals; the walk runs in integer ten-thousandths so the strings are exact. */
const SCALE = 10_000;

function startingPrice(rng: Rng, type: InstrumentType): number {
  if (type === 'Fund') return rng.int(1 * SCALE, 4 * SCALE);
  if (type === 'ETF') return rng.int(5 * SCALE, 90 * SCALE);
  return rng.int(SCALE / 2, 45 * SCALE);
}

function toDecimalString(units: number): string {
  return `${Math.floor(units / SCALE)}.${String(units % SCALE).padStart(4, '0')}`;
}

/**
 * A random walk per asset (reproducible: the seeded Rng), one closing price per business day, ending on the
 * last business day before the seeding day so valuations and dealing are current on the demo's first day.
 */
export function priceRows(
  rng: Rng,
  assets: { id: string; instrumentType: string; details: Record<string, unknown> }[],
  cal: SeedCalendar,
) {
  const days = cal.priceDays(PRICE_YEARS);
  const rows: { assetId: string; priceDate: string; price: string }[] = [];
  for (const asset of assets) {
    const { drift, vol } = MOTION[asset.details.assetClass as AssetClass];
    let units = startingPrice(rng, asset.instrumentType as InstrumentType);
    for (const priceDate of days) {
      // Irwin–Hall: four uniforms give a near-normal shock with unit variance.
      const shock = (rng.next() + rng.next() + rng.next() + rng.next() - 2) * Math.sqrt(3);
      units = Math.max(1, Math.round(units * (1 + drift + vol * shock)));
      rows.push({ assetId: asset.id, priceDate, price: toDecimalString(units) });
    }
  }
  return rows;
}
