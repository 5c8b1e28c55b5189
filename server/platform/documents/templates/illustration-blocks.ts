import type { TIllustrationCharge, TProductIllustrationResult } from '../../../../contract/illustrations';
import { percent, pounds } from '../format';
import type { Block } from '../layout';

/**
 * The blocks of a printed product illustration (decision 0902), from a stored illustration's inputs and
 * the engine's result (illustrations/projection.ts, decision 0900): the figures exactly as the call
 * answered them, so the paper and the screen never differ.
 */

type Result = TProductIllustrationResult;
type Rate = Result['rates'][number];

const RATE_LABEL = { lower: 'Lower', intermediate: 'Intermediate', higher: 'Higher' } as const;
const rateHeader = (r: Rate) => `${RATE_LABEL[r.name]} ${r.percent}%`;
const ratesText = (rates: Rate[]) =>
  `a lower rate of ${rates[0].percent}%, an intermediate rate of ${rates[1].percent}% and a higher rate of ${rates[2].percent}% a year`;

/** The years a table shows: 1 to 5, then every fifth, and always the last. */
export function tableYears(termYears: number): number[] {
  const years: number[] = [];
  for (let y = 1; y <= termYears; y++) if (y <= 5 || y % 5 === 0 || y === termYears) years.push(y);
  return years;
}

export function exampleText(result: Result): string {
  return (
    'This is only an example. The figures are not guaranteed and are not minimums or maximums: what you get ' +
    'back depends on how your investments grow, on charges and on tax, and you could get back less than you ' +
    `paid in. The growth rates are those the FCA sets for illustrations (COBS 13 Annex 2): ${ratesText(result.rates)}, before charges.`
  );
}

export const METHOD_NOTE =
  'How the figures are worked out: growth is added monthly at the monthly equivalent of each yearly rate. Each ' +
  'month money paid in arrives at its start (less any initial charge), then any withdrawal is paid, then the ' +
  "month's growth is added and a twelfth of each yearly charge taken. Values in today's money are reduced by " +
  'inflation of 2% a year. Projected values are rounded down to three significant figures; charges are shown to ' +
  'the penny.';

function chargeText(c: TIllustrationCharge): string {
  return c.percent !== undefined
    ? `${c.chargeType} ${c.percent}%${c.chargeType === 'Initial' ? ' of each payment in' : ' a year'}`
    : `${c.chargeType} ${pounds(c.amountPerYear!)} a year`;
}

export interface PrintedInputs {
  status: 'ACCUMULATION' | 'DRAWDOWN';
  termYears: number;
  startingValue?: number;
  singleContribution?: number;
  monthlyContribution?: number;
  drawdownMethod?: string;
  monthlyWithdrawal?: number;
  dateOfBirth?: string;
  charges: TIllustrationCharge[];
}

export function assumptions(i: PrintedInputs, about: [string, string][], result: Result): Block {
  const money = (label: string, v: number | undefined) => (v ? [`${label} ${pounds(v)}`] : []);
  const flows =
    i.status === 'DRAWDOWN'
      ? [
          ['Your pot', pounds(i.startingValue!)],
          [
            'You take out',
            `${pounds(i.monthlyWithdrawal!)} a month by ${i.drawdownMethod}, for ${i.termYears} years`,
          ],
        ]
      : [
          [
            'You pay in',
            [
              ...money('an existing pot of', i.startingValue),
              ...money('a single payment of', i.singleContribution),
              ...(i.monthlyContribution ? [`${pounds(i.monthlyContribution)} a month`] : []),
            ].join(' and ') + `, for ${i.termYears} years`,
          ],
        ];
  return {
    kind: 'facts',
    rows: [
      ...about,
      ...(flows as [string, string][]),
      ['Charges', i.charges.length ? i.charges.map(chargeText).join('; ') : 'None'],
      ['Growth rates', `${result.rates.map(rateHeader).join(', ')} a year, before charges`],
      ['Inflation', `${result.inflationPercent}% a year, for the values in today's money`],
    ],
  };
}

export function endFacts(result: Result, drawdown: boolean): Block {
  const end = (r: Rate) => r.atEnd;
  return {
    kind: 'facts',
    rows: [
      drawdown
        ? ['Total taken out', pounds(end(result.rates[1]).withdrawn)]
        : ['Total paid in', pounds(end(result.rates[0]).paidIn)],
      ...result.rates.map((r): [string, string] => [
        `At the ${r.name} rate (${r.percent}% a year)`,
        `${pounds(end(r).value)} (${pounds(end(r).realValue)} in today's money)` +
          (r.runsOutInYear ? `; runs out in year ${r.runsOutInYear}` : ''),
      ]),
    ],
  };
}

export function valuesTable(result: Result, termYears: number, drawdown: boolean): Block {
  const middle = result.rates[1];
  return {
    kind: 'table',
    columns: [
      { header: 'Year', width: 0.7 },
      { header: drawdown ? 'Total taken out' : 'Total paid in', align: 'right', width: 1.5 },
      ...result.rates.map((r) => ({ header: rateHeader(r), align: 'right' as const, width: 1.5 })),
      { header: `${rateHeader(middle)} in today's money`, align: 'right', width: 1.8 },
    ],
    rows: tableYears(termYears).map((year) => {
      const at = (r: Rate) => r.years[year - 1];
      return [
        String(year),
        pounds(drawdown ? at(middle).withdrawn : at(middle).paidIn),
        ...result.rates.map((r) => pounds(at(r).value)),
        pounds(at(middle).realValue),
      ];
    }),
  };
}

export function chargesBlocks(result: Result): Block[] {
  const { reductionInYield: riy, effectOfCharges: e, costsAndCharges: cc } = result;
  const effect =
    riy.percent === null
      ? 'The pot runs out within the term at the intermediate rate, so no reduction in yield is shown.'
      : `At the intermediate rate of ${riy.atRatePercent}% a year, the charges reduce the growth to ` +
        `${(riy.atRatePercent - riy.percent).toFixed(2)}% a year: a reduction in yield of ${riy.percent.toFixed(2)}%.`;
  return [
    { kind: 'heading', text: 'The effect of charges' },
    { kind: 'paragraph', text: effect },
    {
      kind: 'facts',
      rows: [
        ['Without charges', pounds(e.withoutCharges)],
        ['With charges', pounds(e.withCharges)],
        ['What the charges cost', pounds(e.difference)],
      ],
    },
    { kind: 'heading', text: 'Costs and charges' },
    {
      kind: 'table',
      columns: [
        { header: 'Charge type', width: 1.6 },
        { header: 'Kind', width: 1 },
        { header: 'First year', align: 'right', width: 1.2 },
        { header: 'First year %', align: 'right', width: 1 },
        { header: 'Over the term', align: 'right', width: 1.3 },
      ],
      rows: cc.lines.map((l) => [
        l.type,
        l.category,
        pounds(l.yearOne),
        percent(l.yearOnePercent),
        pounds(l.overTerm),
      ]),
      total: [
        'Total',
        '',
        pounds(cc.total.yearOne),
        percent(cc.total.yearOnePercent),
        pounds(cc.total.overTerm),
      ],
    },
  ];
}

export function sustainabilityBlocks(result: Result): Block[] {
  const s = result.sustainability;
  if (!s) return [];
  const lasts = (r: (typeof s.atFcaRates)[number]) =>
    r.lastsYears === null ? 'Beyond age 120' : `${r.lastsYears} years, to age ${r.runsOutAtAge}`;
  const fanYears = new Set(tableYears(s.fan.length));
  return [
    { kind: 'heading', text: 'How long your pot might last' },
    { kind: 'paragraph', text: s.summary },
    {
      kind: 'facts',
      rows: [
        ...s.atFcaRates.map((r): [string, string] => [`At ${r.percent}% a year`, lasts(r)]),
        [
          `Chance it lasts to age ${s.targetAge}`,
          `${Math.round(s.chanceToTargetAge * 100)}% of ${s.paths.toLocaleString('en-GB')} simulated markets`,
        ],
      ],
    },
    {
      kind: 'table',
      columns: [
        { header: 'Year', width: 0.7 },
        { header: 'Age', width: 0.7 },
        { header: 'Poor markets (1 in 10)', align: 'right', width: 1.6 },
        { header: 'Middle', align: 'right', width: 1.4 },
        { header: 'Good markets (1 in 10)', align: 'right', width: 1.6 },
      ],
      rows: s.fan
        .filter((f) => fanYears.has(f.year))
        .map((f) => [String(f.year), String(f.age), pounds(f.p10), pounds(f.p50), pounds(f.p90)]),
    },
    {
      kind: 'note',
      text:
        "The simulated markets are a guide to risk, not a forecast: pots in today's money, with independent " +
        'yearly returns averaging the intermediate rate and 12% volatility, the same withdrawal every month.',
    },
  ];
}
