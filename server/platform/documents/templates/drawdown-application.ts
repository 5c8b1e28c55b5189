import { findAccount } from '../../accounts/service';
import { findClient } from '../../clients/service';
import { dec } from '../../ledger/money';
import { longDate, ordinal, pounds } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import { declaration, mpaaNotice, riskWarnings, taxNote } from './drawdown-wording';
import { drawdownFigures, type DrawdownFigures, type IncomeFigures } from './drawdown-figures';
import { firmNameOf, recipientOf } from './subjects';
import type { Template } from './template';

/**
 * The drawdown application (spec §7 POST /files/drawdownapplication; decision 0903): what a UK provider
 * asks a member to sign when they take benefits: who they are, the scheme, what is crystallised, the
 * tax-free cash, what goes into drawdown, the regular income, the emergency tax note, the MPAA notice
 * when it applies, the risk warnings and the declaration with signature lines.
 */

const METHOD_WORDS = {
  PCLS: 'Tax-free cash (PCLS) with the rest designated to flexi-access drawdown',
  UFPLS: 'Uncrystallised funds pension lump sum (UFPLS)',
} as const;

const INCOME_WORDS = {
  FAD: 'Flexi-access drawdown income',
  UFPLS: 'Regular uncrystallised funds pension lump sum',
} as const;

function clientRows(
  client: { name: string; dateOfBirth: string | null; profile: Record<string, unknown> },
  accountId: string,
): [string, string][] {
  const nino = client.profile.nationalInsuranceNo as string | undefined;
  return [
    ['Member', client.name],
    ['Date of birth', client.dateOfBirth ? longDate(client.dateOfBirth) : 'Not on record'],
    ['National Insurance number', nino ?? 'Not on record'],
    ['Account', accountId],
  ];
}

function crystallisationRows(f: DrawdownFigures): [string, string][] {
  const c = f.crystallisation;
  const rows: [string, string][] = [
    ['Status', c.status === 'made' ? `Paid on ${longDate(c.on)}` : `Applied for on ${longDate(c.on)}`],
    ['How benefits are taken', METHOD_WORDS[c.method]],
    ['Amount crystallised', pounds(c.crystallised)],
    ['Tax-free cash', pounds(c.taxFree)],
  ];
  if (c.method === 'PCLS') rows.push(['Designated to flexi-access drawdown', pounds(c.designatedToDrawdown)]);
  else rows.push(['Taxable part (paid as pension income)', pounds(c.taxable)]);
  if (c.estimatedTax)
    rows.push(
      ['Estimated tax deducted (emergency basis)', pounds(c.estimatedTax.tax)],
      ['Estimated net payment of the taxable part', pounds(c.estimatedTax.net)],
    );
  rows.push(
    [
      'Paid to you',
      pounds(
        dec(c.taxFree)
          .plus(c.taxable)
          .minus(c.estimatedTax?.tax ?? 0),
      ),
    ],
    ['Lump sum allowance', pounds(c.lumpSumAllowance)],
    ['Lump sum allowance left after this', pounds(c.lumpSumAllowanceLeftAfter)],
  );
  return rows;
}

function incomeBlocks(income: IncomeFigures | null): Block[] {
  if (!income)
    return [
      { kind: 'heading', text: 'Regular income' },
      {
        kind: 'paragraph',
        text: 'You have not asked for a regular income. You can ask for one at any time; any income is taxable.',
      },
    ];
  const rows: [string, string][] = [
    ['Type of income', INCOME_WORDS[income.method]],
    ['Amount of each payment (before tax)', pounds(income.amount)],
    ['Frequency', income.frequency],
    ['Payment day', `The ${ordinal(income.paymentDay)} of the month`],
    ['Starting from', longDate(income.startDate)],
  ];
  if (income.nextPaymentDate) rows.push(['Next payment', longDate(income.nextPaymentDate)]);
  if (income.bciId) rows.push(['Income plan reference', income.bciId]);
  if (income.firstPaymentTax)
    rows.push(['Estimated tax on the first payment (emergency basis)', pounds(income.firstPaymentTax.tax)]);
  return [
    { kind: 'heading', text: 'Regular income' },
    { kind: 'facts', rows },
  ];
}

/** Whether this application sets off the MPAA: the crystallisation does (an UFPLS), or its income will. */
const triggersMpaa = (f: DrawdownFigures) => f.crystallisation.mpaaTriggered || f.income !== null;

export const drawdownApplication: Template = {
  fileType: 'drawdownapplication',
  messageType: 'Pension Letter',
  prefix: 'DA',
  accepts: ['accountId', 'transactionId', 'crystallisation', 'regularIncome'],
  async resolve(db, caller, body) {
    const figures = await drawdownFigures(db, caller, body);
    const account = await findAccount(db, caller, figures.accountId);
    return {
      firmId: account.firmId,
      nodeId: account.nodeId,
      clientId: account.clientId,
      accountId: account.id,
      input: { ...figures },
    };
  },
  async compose(db, subject) {
    const reader = systemReader(subject.firmId);
    const f = subject.input as unknown as DrawdownFigures;
    const account = await findAccount(db, reader, f.accountId);
    const client = await findClient(db, reader, account.clientId);
    const firm = await firmNameOf(db, subject.firmId);
    const c = f.crystallisation;
    const blocks: Block[] = [
      {
        kind: 'paragraph',
        text:
          `This is ${client.name}'s application to take benefits from their ${account.wrapperType} with ${firm}. ` +
          'Please check every detail, read the warnings, then sign and date the declaration at the end.',
      },
      { kind: 'heading', text: 'About you' },
      { kind: 'facts', rows: clientRows(client, account.id) },
      { kind: 'heading', text: 'Your pension' },
      {
        kind: 'facts',
        rows: [
          ['Scheme administrator', firm],
          ['Plan', `${account.name} (${account.wrapperType})`],
          ['Type of arrangement', 'Money purchase (defined contribution)'],
        ],
      },
      { kind: 'heading', text: 'The benefits you are taking' },
      { kind: 'facts', rows: crystallisationRows(f) },
      ...taxNote(c),
      ...incomeBlocks(f.income),
      ...mpaaNotice(f, triggersMpaa(f)),
      ...riskWarnings(),
      ...declaration(client.name, firm),
    ];
    const what = c.method === 'PCLS' ? 'tax-free cash and drawdown' : 'an UFPLS';
    return {
      spec: {
        title: 'Drawdown application',
        subtitle: `${account.name} (${account.wrapperType}): ${pounds(c.crystallised)} crystallised`,
        recipient: recipientOf(client),
        blocks,
      },
      subject: `Drawdown application: ${pounds(c.crystallised)} from your ${account.wrapperType}`,
      body: `Your application for ${what} from your ${account.wrapperType}, for you to check, sign and return.`,
      fileName: `drawdown-application-${account.id}-${f.applicationDate}`,
    };
  },
};
