import { ZERO } from '../../../../contract/money';
import { fieldError } from '../../errors';
import { dayBefore, londonToday, taxYearOf, type TaxYear } from '../../ledger';
import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { longDate, pounds, shortDate, units } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { clientAndAccount, recipientOf, statementAccounts } from './subjects';
import {
  addTotals,
  disposals,
  totalsOf,
  treatmentOf,
  type Disposal,
  type DisposalTotals,
} from './tax-disposals';
import type { Template } from './template';

/** "2025/26" → 6 April 2025 to 5 April 2026 (ZTaxYear already checked the two years follow). */
export const taxYearNamed = (label: string): TaxYear => taxYearOf(`${label.slice(0, 4)}-04-06`);

/** The last tax year that has ended: on 26 November 2026, 2025/26. */
export const lastCompleteTaxYear = (today = londonToday()): TaxYear =>
  taxYearOf(dayBefore(taxYearOf(today).start));

const NO_TOTALS: DisposalTotals = { proceeds: ZERO, cost: ZERO, gains: ZERO, losses: ZERO, net: ZERO };

function yearText(label: string, toDate: string) {
  const year = taxYearNamed(label);
  const toDateOnly = toDate < year.end;
  return `${label}${toDateOnly ? ' to date' : ''} (${longDate(year.start)} to ${longDate(toDate)})`;
}

function disposalTable(list: Disposal[], totals: DisposalTotals): Block {
  return {
    kind: 'table',
    columns: [
      { header: 'Date sold', width: 1.3 },
      { header: 'Instrument', width: 2.6 },
      { header: 'ISIN', width: 1.7 },
      { header: 'Units', align: 'right', width: 1.3 },
      { header: 'Proceeds', align: 'right', width: 1.4 },
      { header: 'Allowable cost', align: 'right', width: 1.4 },
      { header: 'Gain or loss', align: 'right', width: 1.4 },
    ],
    rows: list.map((d) => [
      shortDate(d.date),
      d.assetName,
      d.isin,
      units(d.quantity),
      pounds(d.proceeds),
      pounds(d.cost),
      pounds(d.gain),
    ]),
    total: ['Total', '', '', '', pounds(totals.proceeds), pounds(totals.cost), pounds(totals.net)],
  };
}

/** An account's part of the statement: a wrapper with nothing to report says so, a taxable one lists. */
async function accountPart(
  db: Parameters<Template['compose']>[0],
  a: { id: string; name: string; wrapperType: string },
  from: string,
  to: string,
): Promise<{ blocks: Block[]; totals: DisposalTotals; count: number }> {
  const heading: Block = { kind: 'heading', text: `${a.name} (${a.wrapperType}, account ${a.id})` };
  const treatment = treatmentOf(a.wrapperType);
  if (treatment !== 'taxable') {
    const text =
      treatment === 'taxFree'
        ? `A tax-free wrapper: nothing to report. Income and gains inside an ${a.wrapperType} are free of UK income tax and capital gains tax.`
        : 'An offshore bond: nothing to report here. Gains on a bond are chargeable event gains, which the bond’s provider reports to you when one arises.';
    return { blocks: [heading, { kind: 'paragraph', text }], totals: NO_TOTALS, count: 0 };
  }
  const list = await disposals(db, a.id, from, to);
  const totals = totalsOf(list);
  // The ledger records no dividend or interest income yet (contract/postings.ts TRANSACTION_CODES has
  // none), so there is never income to list; the statement says so rather than printing an empty table.
  const blocks: Block[] = [
    heading,
    { kind: 'paragraph', text: 'Income: no income was received in this account in the tax year.' },
    list.length
      ? disposalTable(list, totals)
      : { kind: 'paragraph', text: 'Disposals: nothing was sold in this account in the tax year.' },
  ];
  return { blocks, totals, count: list.length };
}

function summary(all: DisposalTotals, count: number): Block[] {
  return [
    { kind: 'heading', text: 'Capital gains summary (taxable accounts)' },
    {
      kind: 'facts',
      rows: [
        ['Number of disposals', String(count)],
        ['Total proceeds', pounds(all.proceeds)],
        ['Total allowable costs', pounds(all.cost)],
        ['Total gains', pounds(all.gains)],
        ['Total losses', pounds(all.losses)],
        [all.net.isNegative() ? 'Net loss' : 'Net gain', pounds(all.net.abs())],
      ],
    },
  ];
}

const NOTE =
  'Gains are worked out on the pooled average cost the platform records; they do not yet apply HMRC’s ' +
  'same-day and 30-day matching rules. Check them before filing. Proceeds are after the charges of each sale; ' +
  'allowable costs include the charges of buying. Sales are listed by trade date.';

/**
 * A consolidated tax statement for one UK tax year: each account's income and disposals, with the gains
 * and losses the ledger recorded on each sale at pooled average book cost.
 */
export const taxStatement: Template = {
  fileType: 'taxstatement',
  messageType: 'Tax Statement',
  prefix: 'TS',
  accepts: ['clientId', 'accountId', 'taxYear'],
  async resolve(db, caller, body) {
    const { client, account } = await clientAndAccount(db, caller, body);
    const today = londonToday();
    const year = body.taxYear ? taxYearNamed(body.taxYear) : lastCompleteTaxYear(today);
    if (year.start > today)
      throw fieldError(
        'taxYear',
        `Must be a tax year that has begun: ${year.label} starts ${longDate(year.start)}`,
      );
    return {
      firmId: client.firmId,
      nodeId: account?.nodeId ?? client.nodeId,
      clientId: client.id,
      accountId: account?.id ?? null,
      // The end is fixed now, so a statement of a year not yet over reads the same when made again.
      input: {
        clientId: client.id,
        accountId: account?.id ?? null,
        taxYear: year.label,
        toDate: year.end < today ? year.end : today,
      },
    };
  },
  async compose(db, subject) {
    const { taxYear, toDate } = subject.input as { taxYear: string; toDate: string };
    const from = taxYearNamed(taxYear).start;
    const reader = systemReader(subject.firmId);
    const client = await findClient(db, reader, subject.clientId!);
    const accountRows = subject.accountId
      ? [await findAccount(db, reader, subject.accountId)]
      : await statementAccounts(db, subject.firmId, client.id);
    const blocks: Block[] = [];
    let all = NO_TOTALS;
    let count = 0;
    for (const a of accountRows) {
      const part = await accountPart(db, a, from, toDate);
      blocks.push(...part.blocks);
      all = addTotals(all, part.totals);
      count += part.count;
    }
    const period = yearText(taxYear, toDate);
    return {
      spec: {
        title: 'Consolidated tax statement',
        subtitle: `Tax year ${period}`,
        recipient: recipientOf(client),
        blocks: [
          {
            kind: 'facts',
            rows: [
              ['Client', `${client.name} (${client.id})`],
              ['Tax year', period],
            ],
          },
          ...(accountRows.length
            ? blocks
            : [{ kind: 'paragraph', text: 'The client held no accounts.' } as Block]),
          ...summary(all, count),
          { kind: 'note', text: NOTE },
        ],
      },
      subject: `Consolidated tax statement ${taxYear}${toDate < taxYearNamed(taxYear).end ? ' to date' : ''}`,
      body: `Your consolidated tax statement for the tax year ${period} is ready.`,
      fileName: `tax-statement-${taxYear.replace('/', '-')}`,
    };
  },
};
