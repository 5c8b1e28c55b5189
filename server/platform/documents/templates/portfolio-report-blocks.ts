import type { TPortfolioReport, TReportTransaction } from '../../../../contract/reporting';
import { longDate, percent, pounds, shortDate, units } from '../format';
import type { Block, Column } from '../layout';

/**
 * The body of a portfolio report (templates/portfolio-report.ts) from the portfolio report call's own
 * figures (GET /portfolio/report), so the PDF and the API agree to the penny: the period's opening and
 * closing values, money paid in and out, charges, income, transfers, what sales realised, the holdings
 * kept with their growth, and the time- and money-weighted returns when the period has them.
 */

const money = (header: string): Column => ({ header, align: 'right', width: 1.4 });

/** One table of postings (a heading, each posting on a row, the total), or a line saying there were none. */
function postings(title: string, rows: TReportTransaction[], total: number): Block[] {
  if (!rows.length)
    return [
      { kind: 'heading', text: title },
      { kind: 'paragraph', text: 'None.' },
    ];
  return [
    { kind: 'heading', text: title },
    {
      kind: 'table',
      columns: [
        { header: 'Date', width: 1.2 },
        { header: 'Account', width: 1.2 },
        { header: 'Description', width: 3 },
        money('Amount'),
      ],
      rows: rows.map((t) => [shortDate(t.postDate.slice(0, 10)), t.accountId, t.narrative, pounds(t.amount)]),
      total: ['Total', '', '', pounds(total)],
    },
  ];
}

function summary(r: TPortfolioReport): Block {
  const p = r.performance;
  return {
    kind: 'facts',
    rows: [
      ['Client', `${r.name} (${r.id})`],
      ['Period', `${longDate(r.fromDate)} to ${longDate(r.toDate)}`],
      ['Opening value', pounds(r.openingValue)],
      ['Paid in', pounds(r.payments.totalIn)],
      ['Taken out', pounds(r.payments.totalOut)],
      ['Charges', pounds(r.charges.total)],
      ['Income', pounds(r.income.total)],
      ['Closing value', pounds(r.closingValue)],
      ['Time-weighted return', percent(p.timeWeightedReturn)],
      ['Money-weighted return (a year)', percent(p.moneyWeightedReturn)],
    ],
  };
}

function accountReturns(r: TPortfolioReport): Block[] {
  const accounts = r.performance.accounts;
  if (!accounts.length) return [];
  return [
    { kind: 'heading', text: 'Accounts' },
    {
      kind: 'table',
      columns: [
        { header: 'Account', width: 2.6 },
        money('Opening value'),
        money('Net paid in'),
        money('Closing value'),
        { header: 'Time-weighted', align: 'right', width: 1.3 },
        { header: 'Money-weighted', align: 'right', width: 1.3 },
      ],
      rows: accounts.map((a) => [
        `${a.name} (${a.wrapperType})`,
        pounds(a.openingValue),
        pounds(a.netFlows),
        pounds(a.closingValue),
        percent(a.timeWeightedReturn),
        percent(a.moneyWeightedReturn),
      ]),
    },
  ];
}

function transfers(r: TPortfolioReport): Block[] {
  const moved = [r.transfers, r.internalTransfers];
  if (moved.every((t) => !t.transactionsIn.length && !t.transactionsOut.length)) return [];
  return [
    ...postings('Transfers in', r.transfers.transactionsIn, r.transfers.totalIn),
    ...postings('Transfers out', r.transfers.transactionsOut, r.transfers.totalOut),
    ...postings(
      'Moves between accounts (in)',
      r.internalTransfers.transactionsIn,
      r.internalTransfers.totalIn,
    ),
    ...postings(
      'Moves between accounts (out)',
      r.internalTransfers.transactionsOut,
      r.internalTransfers.totalOut,
    ),
  ];
}

function realised(r: TPortfolioReport): Block[] {
  const sales = r.performance.transactionsRealised;
  if (!sales.length) return [];
  return [
    { kind: 'heading', text: 'Sales in the period' },
    {
      kind: 'table',
      columns: [
        { header: 'Date', width: 1.2 },
        { header: 'Holding', width: 2.6 },
        { header: 'Units', align: 'right', width: 1.2 },
        money('Proceeds'),
        money('Book cost'),
        money('Gain or loss'),
      ],
      rows: sales.map((s) => [
        shortDate(s.postDate.slice(0, 10)),
        s.assetName,
        units(s.quantity),
        pounds(s.proceeds),
        pounds(s.bookValue),
        pounds(s.profitLoss),
      ]),
      total: ['Realised', '', '', '', '', pounds(r.performance.totalRealised)],
    },
  ];
}

function retained(r: TPortfolioReport): Block[] {
  const held = r.performance.positionsRetained;
  if (!held.length)
    return [
      { kind: 'heading', text: 'Holdings' },
      { kind: 'paragraph', text: `No holdings at the end of ${longDate(r.toDate)}.` },
    ];
  return [
    { kind: 'heading', text: `Holdings at ${longDate(r.toDate)}` },
    {
      kind: 'table',
      columns: [
        { header: 'Holding', width: 2.6 },
        { header: 'ISIN', width: 2 },
        { header: 'Units', align: 'right', width: 1.2 },
        money('Book cost'),
        money('Value'),
        money('Growth'),
      ],
      rows: held.map((h) => [
        h.assetName,
        h.isin,
        units(h.quantity),
        pounds(h.bookValue),
        pounds(h.currentValue),
        pounds(h.growth),
      ]),
      total: ['Retained growth', '', '', '', '', pounds(r.performance.totalRetained)],
    },
  ];
}

export function portfolioReportBlocks(r: TPortfolioReport): Block[] {
  return [
    summary(r),
    ...accountReturns(r),
    ...postings('Paid in', r.payments.transactionsIn, r.payments.totalIn),
    ...postings('Taken out', r.payments.transactionsOut, r.payments.totalOut),
    ...postings('Charges', r.charges.transactions, r.charges.total),
    ...postings('Income', r.income.transactions, r.income.total),
    ...transfers(r),
    ...realised(r),
    ...retained(r),
    {
      kind: 'note',
      text:
        'Values are at the end of the day before the period and at the end of its last day, holdings at the latest ' +
        'price on or before. The time-weighted return links each day’s growth around money paid in and taken out, so ' +
        'it measures the investments alone; the money-weighted return (XIRR, a yearly rate) also reflects when money ' +
        'came and went. A dash means the period has nothing to measure. Past performance is not a guide to the future.',
    },
  ];
}
