import type { TIllustrationInput } from '../../../../contract/documents';
import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { fieldError } from '../../errors';
import { londonToday } from '../../ledger';
import { longDate, pounds } from '../format';
import type { Block } from '../layout';
import { INFLATION_PERCENT, projectAtFcaRates, tableYears, type RateProjection } from '../projection';
import { systemReader } from '../system-reader';
import { clientAndAccount, recipientOf, required } from './subjects';
import type { Template } from './template';

const rateHeader = (r: RateProjection) => `${r.name} ${r.percent}%`;

function valuesTable(rates: RateProjection[], term: number): Block {
  const middle = rates[1];
  return {
    kind: 'table',
    columns: [
      { header: 'Year', width: 0.7 },
      { header: 'Total paid in', align: 'right', width: 1.5 },
      ...rates.map((r) => ({ header: rateHeader(r), align: 'right' as const, width: 1.5 })),
      { header: `${rateHeader(middle)} in today's money`, align: 'right', width: 1.8 },
    ],
    rows: tableYears(term).map((year) => {
      const at = (r: RateProjection) => r.years[year - 1];
      return [
        String(year),
        pounds(at(middle).paidIn),
        ...rates.map((r) => pounds(at(r).value)),
        pounds(at(middle).todaysMoney),
      ];
    }),
  };
}

function endFacts(rates: RateProjection[], term: number): Block {
  const last = (r: RateProjection) => r.years[term - 1];
  return {
    kind: 'facts',
    rows: [
      ['Total paid in', pounds(last(rates[0]).paidIn)],
      ...rates.map((r): [string, string] => [
        `At the ${r.name.toLowerCase()} rate (${r.percent}% a year)`,
        `${pounds(last(r).value)} (${pounds(last(r).todaysMoney)} in today's money)`,
      ]),
    ],
  };
}

function assumptions(i: TIllustrationInput, about: [string, string][]): Block[] {
  const paying = [
    i.lumpSum > 0 ? `a lump sum of ${pounds(i.lumpSum)} now` : undefined,
    i.monthlyContribution > 0 ? `${pounds(i.monthlyContribution)} a month` : undefined,
  ].filter(Boolean);
  return [
    {
      kind: 'facts',
      rows: [
        ...about,
        ['You pay in', `${paying.join(' and ')}, for ${i.termYears} years`],
        ['Charges', `${i.annualChargePercent}% a year, taken from the growth`],
        ['Growth rates', 'Lower 2%, middle 5% and higher 8% a year, before charges'],
        ['Inflation', `${INFLATION_PERCENT}% a year, for the values in today's money`],
      ],
    },
  ];
}

const EXAMPLE_TEXT =
  'This is only an example. The figures are not guaranteed and are not minimums or maximums: what you get back ' +
  'depends on how your investments grow, on charges and on tax, and you could get back less than you paid in. ' +
  'The growth rates are those the FCA sets for illustrations (COBS 13 Annex 2): a lower rate of 2%, a middle ' +
  'rate of 5% and a higher rate of 8% a year, before charges.';

const METHOD_NOTE =
  'How the figures are worked out: the lump sum is invested at once and each monthly payment at the start of its ' +
  'month; growth less charges is added once a year. Values "in today\'s money" are reduced by inflation of 2% a ' +
  'year, to show what they might buy now. Figures are rounded to the penny.';

/**
 * An illustration: what a lump sum and monthly payments might grow to over a term at the FCA's three
 * projection rates, less charges, with the middle rate also in today's money (projection.ts).
 */
export const illustration: Template = {
  fileType: 'illustration',
  messageType: 'Illustration',
  prefix: 'IL',
  accepts: ['clientId', 'accountId', 'illustration'],
  async resolve(db, caller, body) {
    const { client, account } = await clientAndAccount(db, caller, body);
    const inputs = required(
      body.illustration,
      'illustration',
      'Required: the lump sum, monthly contribution, term and charges to project',
    );
    if (inputs.lumpSum === 0 && inputs.monthlyContribution === 0)
      throw fieldError('illustration', 'Give a lump sum, a monthly contribution or both');
    return {
      firmId: client.firmId,
      nodeId: account?.nodeId ?? client.nodeId,
      clientId: client.id,
      accountId: account?.id ?? null,
      input: {
        clientId: client.id,
        accountId: account?.id ?? null,
        illustration: inputs,
        asAt: londonToday(),
      },
    };
  },
  async compose(db, subject) {
    const { illustration: i, asAt } = subject.input as { illustration: TIllustrationInput; asAt: string };
    const reader = systemReader(subject.firmId);
    const client = await findClient(db, reader, subject.clientId!);
    const account = subject.accountId ? await findAccount(db, reader, subject.accountId) : undefined;
    const rates = projectAtFcaRates(i);
    const kind = i.pension ? 'Pension illustration' : 'Illustration';
    const about = account ? `${account.name} (${account.wrapperType}, account ${account.id})` : undefined;
    const blocks: Block[] = [
      { kind: 'paragraph', text: EXAMPLE_TEXT },
      { kind: 'heading', text: 'What we have assumed' },
      ...assumptions(i, [
        ['Prepared for', `${client.name} (${client.id}), on ${longDate(asAt)}`],
        ...(about ? [['Account', about] as [string, string]] : []),
      ]),
      { kind: 'note', text: METHOD_NOTE },
      { kind: 'heading', text: `After ${i.termYears} years` },
      endFacts(rates, i.termYears),
      { kind: 'heading', text: 'Year by year' },
      valuesTable(rates, i.termYears),
    ];
    return {
      spec: {
        title: kind,
        subtitle: `What your ${i.pension ? 'pension' : 'investment'} might be worth after ${i.termYears} years`,
        recipient: recipientOf(client),
        blocks,
      },
      subject: `${kind} over ${i.termYears} years`,
      body: `Your ${kind.toLowerCase()} over ${i.termYears} years is ready. It is an example, not a guarantee.`,
      fileName: `illustration-${asAt}`,
    };
  },
};
