import { dayBefore, taxYearOf, type TaxYear } from '../../../../contract/dates';
import { CGT_FIRST_DATE, type TCgtDisposal, type TCgtTaxYear } from '../../../../contract/tax';
import { dec } from '../../../../contract/money';
import { fieldError } from '../../errors';
import { londonToday } from '../../ledger';
import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { longDate, pounds, shortDate, units } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { clientAndAccount, recipientOf, statementAccounts } from './subjects';
import { treatmentOf, yearGains } from './tax-disposals';
import type { Template } from './template';

/** "2025/26" → 6 April 2025 to 5 April 2026 (ZTaxYear already checked the two years follow). */
export const taxYearNamed = (label: string): TaxYear => taxYearOf(`${label.slice(0, 4)}-04-06`);

/** The last tax year that has ended: on 26 November 2026, 2025/26. */
export const lastCompleteTaxYear = (today = londonToday()): TaxYear =>
  taxYearOf(dayBefore(taxYearOf(today).start));

function yearText(label: string, toDate: string) {
  const year = taxYearNamed(label);
  const toDateOnly = toDate < year.end;
  return `${label}${toDateOnly ? ' to date' : ''} (${longDate(year.start)} to ${longDate(toDate)})`;
}

function disposalTable(list: TCgtDisposal[]): Block {
  const sum = (pick: (d: TCgtDisposal) => number) => list.reduce((total, d) => total.plus(pick(d)), dec(0));
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
      d.isin ?? '',
      units(d.quantity),
      pounds(d.proceeds),
      pounds(d.allowableCost),
      pounds(d.gain),
    ]),
    // Column totals of the pence shown, so the printed rows add up to the printed total.
    total: [
      'Total',
      '',
      '',
      '',
      pounds(sum((d) => d.proceeds)),
      pounds(sum((d) => d.allowableCost)),
      pounds(sum((d) => d.gain)),
    ],
  };
}

type AccountRow = { id: string; name: string; wrapperType: string };

/** An account's part of the statement: what its wrapper means for tax, and its income. */
function accountPart(a: AccountRow): Block[] {
  const heading: Block = { kind: 'heading', text: `${a.name} (${a.wrapperType}, account ${a.id})` };
  const treatment = treatmentOf(a.wrapperType);
  if (treatment !== 'taxable') {
    const text =
      treatment === 'taxFree'
        ? `A tax-free wrapper: nothing to report. Income and gains inside an ${a.wrapperType} are free of UK income tax and capital gains tax.`
        : 'An offshore bond: nothing to report here. Gains on a bond are chargeable event gains, which the bond’s provider reports to you when one arises.';
    return [heading, { kind: 'paragraph', text }];
  }
  // The ledger records no dividend or interest income yet (contract/postings.ts TRANSACTION_CODES has
  // none), so there is never income to list; the statement says so rather than printing an empty table.
  return [
    heading,
    { kind: 'paragraph', text: 'Income: no income was received in this account in the tax year.' },
  ];
}

/** The disposals of the taxable accounts together: HMRC matches shares per person, not per account. */
function gainsPart(list: TCgtDisposal[], oneAccount: boolean): Block[] {
  const where = oneAccount ? 'from this account' : 'in the taxable accounts';
  return [
    { kind: 'heading', text: 'Disposals' },
    list.length
      ? disposalTable(list)
      : { kind: 'paragraph', text: `Disposals: nothing was sold ${where} in the tax year.` },
  ];
}

function summary(y: TCgtTaxYear): Block[] {
  return [
    { kind: 'heading', text: 'Capital gains summary (all taxable accounts)' },
    {
      kind: 'facts',
      rows: [
        ['Number of disposals', String(y.disposals)],
        ['Total proceeds', pounds(y.proceeds)],
        ['Total allowable costs', pounds(y.allowableCosts)],
        ['Total gains', pounds(y.gains)],
        ['Total losses', pounds(y.losses)],
        [y.net < 0 ? 'Net loss' : 'Net gain', pounds(Math.abs(y.net))],
        ['Annual exempt amount', pounds(y.annualExemptAmount)],
        ['Exempt amount used', pounds(y.exemptAmountUsed)],
        ['Losses brought forward', pounds(y.lossBroughtForward)],
        ['Losses brought forward used', pounds(y.lossUsed)],
        ['Taxable gain', pounds(y.taxableGain)],
        ['Losses carried forward', pounds(y.lossCarriedForward)],
      ],
    },
    {
      kind: 'paragraph',
      text:
        `For the return, in whole pounds: gains £${y.forReturn.gains.toLocaleString('en-GB')}, ` +
        `losses £${y.forReturn.losses.toLocaleString('en-GB')}, proceeds £${y.forReturn.proceeds.toLocaleString('en-GB')}, ` +
        `allowable costs £${y.forReturn.allowableCosts.toLocaleString('en-GB')}.`,
    },
  ];
}

const NOTE =
  'Gains are worked out by HMRC’s share identification rules: shares bought the same day first, then ' +
  'shares bought in the 30 days after the sale, then the section 104 pool of the shares held before, ' +
  'across all your taxable accounts together (ISAs, pensions and bonds are left out). Proceeds are before ' +
  'the costs of selling; allowable costs include the costs of buying and of selling. Amounts are to the ' +
  'penny; the return asks for whole pounds (gains rounded down, losses up).';

/**
 * A consolidated tax statement for one UK tax year: each account's income, then the disposals of the
 * taxable accounts matched by HMRC's rules (the CGT engine, decision 0702) and the year's capital gains.
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
    if (year.start < CGT_FIRST_DATE)
      throw fieldError(
        'taxYear',
        'Must be 2018/19 or later: the first tax year whose exempt amount is known',
      );
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
    const blocks = accountRows.flatMap(accountPart);
    const gains = await yearGains(
      db,
      subject.firmId,
      client.id,
      { fromDate: from, toDate },
      subject.accountId ?? null,
    );
    const showsGains = !subject.accountId || treatmentOf(accountRows[0].wrapperType) === 'taxable';
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
          // A statement of one tax-free account or bond has no capital gains to speak of.
          ...(showsGains
            ? [...gainsPart(gains.disposals, Boolean(subject.accountId)), ...summary(gains.year)]
            : []),
          { kind: 'note', text: NOTE },
        ],
      },
      subject: `Consolidated tax statement ${taxYear}${toDate < taxYearNamed(taxYear).end ? ' to date' : ''}`,
      body: `Your consolidated tax statement for the tax year ${period} is ready.`,
      fileName: `tax-statement-${taxYear.replace('/', '-')}`,
    };
  },
};
