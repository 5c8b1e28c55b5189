import { addDays, format, parseISO, subMonths } from 'date-fns';
import type { TAccountSummary } from '../../../../contract/accounts';
import { dec, type Decimal } from '../../../../contract/money';
import { accountSummary } from '../../accounts/summary';
import type { Database } from '../../db/connection';
import { fieldError } from '../../errors';
import { londonToday } from '../../ledger';
import { findClient } from '../../clients/service';
import { findAccount } from '../../accounts/service';
import { longDate, percent, pounds, shortDate, units } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { clientAndAccount, recipientOf, statementAccounts } from './subjects';
import type { Template } from './template';

/** The quarter a statement covers when no period is given: the three months to today. */
export function defaultPeriod(today = londonToday()) {
  const fromDate = format(addDays(subMonths(parseISO(today), 3), 1), 'yyyy-MM-dd');
  return { fromDate, toDate: today };
}

export function checkPeriod(fromDate: string, toDate: string, today = londonToday()) {
  if (toDate > today) throw fieldError('toDate', 'Must not be after today');
  if (fromDate > toDate) throw fieldError('fromDate', 'Must be on or before the end date');
}

const period = (from: string, to: string) => `${longDate(from)} to ${longDate(to)}`;

function accountBlocks(s: TAccountSummary): Block[] {
  const holdings = s.positions.filter((p) => p.positionType === 'Stock');
  const rows = holdings.map((p) => [
    p.assetName,
    p.isin ?? '',
    units(p.quantity),
    p.currentPrice === null ? '–' : `${pounds(p.currentPrice)}${p.priceStale ? ' *' : ''}`,
    p.currentPriceDate ? shortDate(p.currentPriceDate) : '–',
    pounds(p.bookValue),
    pounds(p.currentValue),
    pounds(p.growth),
  ]);
  rows.push(['Cash', '', '', '', '', '', pounds(s.closingCashValue), '']);
  return [
    { kind: 'heading', text: `${s.name} (${s.wrapperType}, account ${s.id})` },
    {
      kind: 'table',
      columns: [
        { header: 'Holding', width: 2.6 },
        { header: 'ISIN', width: 2.2 },
        { header: 'Units', align: 'right', width: 1.4 },
        { header: 'Price', align: 'right', width: 1.3 },
        { header: 'Price date', align: 'right', width: 1.7 },
        { header: 'Book cost', align: 'right', width: 1.5 },
        { header: 'Value', align: 'right', width: 1.5 },
        { header: 'Growth', align: 'right', width: 1.3 },
      ],
      rows,
      total: ['Account value', '', '', '', '', pounds(s.bookValue), pounds(s.currentValue), ''],
    },
  ];
}

/**
 * A valuation statement: every account's holdings, cash, book cost, value and growth at the end of the
 * period, with the period's opening value and net contributions. Figures come from the account summary
 * call's own code, so the statement and GET /account/summary agree to the penny.
 */
export const valuationStatement: Template = {
  fileType: 'valuationstatement',
  messageType: 'Statement',
  prefix: 'VS',
  accepts: ['clientId', 'accountId', 'fromDate', 'toDate'],
  async resolve(db, caller, body) {
    const { client, account } = await clientAndAccount(db, caller, body);
    const fallback = defaultPeriod();
    const toDate = body.toDate ?? fallback.toDate;
    const fromDate = body.fromDate ?? defaultPeriod(toDate).fromDate;
    checkPeriod(fromDate, toDate);
    return {
      firmId: client.firmId,
      nodeId: account?.nodeId ?? client.nodeId,
      clientId: client.id,
      accountId: account?.id ?? null,
      input: { clientId: client.id, accountId: account?.id ?? null, fromDate, toDate },
    };
  },
  async compose(db, subject) {
    const { fromDate, toDate } = subject.input as { fromDate: string; toDate: string };
    const reader = systemReader(subject.firmId);
    const client = await findClient(db, reader, subject.clientId!);
    const accountRows = subject.accountId
      ? [await findAccount(db, reader, subject.accountId)]
      : await statementAccounts(db, subject.firmId, client.id);
    const summaries: TAccountSummary[] = [];
    for (const a of accountRows)
      summaries.push(await accountSummary(db as Database, reader, a.id, { fromDate, toDate }));
    const sum = (pick: (s: TAccountSummary) => number) =>
      summaries.reduce((t: Decimal, s) => t.plus(dec(pick(s))), dec(0));
    const total = sum((s) => s.currentValue);
    const blocks: Block[] = [
      {
        kind: 'facts',
        rows: [
          ['Client', `${client.name} (${client.id})`],
          ['Period', period(fromDate, toDate)],
          ['Valued at', `the end of ${longDate(toDate)}`],
          ['Total value', pounds(total)],
        ],
      },
      { kind: 'heading', text: 'Summary' },
      {
        kind: 'table',
        columns: [
          { header: 'Account', width: 3 },
          { header: 'Opening value', align: 'right', width: 1.6 },
          { header: 'Net paid in', align: 'right', width: 1.6 },
          { header: 'Growth', align: 'right', width: 1.5 },
          { header: 'Growth %', align: 'right', width: 1.1 },
          { header: 'Closing value', align: 'right', width: 1.6 },
        ],
        rows: summaries.map((s) => [
          `${s.name} (${s.wrapperType})`,
          pounds(s.openingValue),
          pounds(s.netContributions),
          pounds(s.growth),
          percent(s.growthPercent),
          pounds(s.currentValue),
        ]),
        total: [
          'Total',
          pounds(sum((s) => s.openingValue)),
          pounds(sum((s) => s.netContributions)),
          pounds(sum((s) => s.growth)),
          '',
          pounds(total),
        ],
      },
      ...summaries.flatMap(accountBlocks),
    ];
    if (summaries.length === 0)
      blocks.push({ kind: 'paragraph', text: 'The client held no accounts in this period.' });
    blocks.push({
      kind: 'note',
      text:
        'Holdings are valued at the latest price on or before the valuation date; a price marked * is more than one ' +
        'business day old. Book cost is what was paid, including charges, less the cost of what was sold. Growth is the ' +
        'change in value not explained by money paid in, taken out or moved between accounts.',
    });
    const title = `Valuation statement ${period(fromDate, toDate)}`;
    return {
      spec: {
        title: 'Valuation statement',
        subtitle: period(fromDate, toDate),
        recipient: recipientOf(client),
        blocks,
      },
      subject: title,
      body: `Your valuation statement for ${period(fromDate, toDate)} is ready. Total value at ${longDate(toDate)}: ${pounds(total)}.`,
      fileName: `valuation-statement-${toDate}`,
    };
  },
};
