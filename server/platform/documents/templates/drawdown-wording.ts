import { plusDays } from '../../ledger';
import { longDate, pounds } from '../format';
import type { Block } from '../layout';
import type { CrystallisationFigures, DrawdownFigures } from './drawdown-figures';

/** The words of the drawdown application (decision 0903): Keel's own, in plain English. */

/** How long a member has to tell their other schemes once the MPAA applies (FA 2004 s 308A). */
const TELL_OTHER_SCHEMES_DAYS = 91;

const LINE = '________________________________________';

/** Why the tax deducted from a first taxable payment is an estimate, and how too much comes back. */
export function taxNote(c: CrystallisationFigures): Block[] {
  if (!c.estimatedTax)
    return [
      {
        kind: 'note',
        text:
          'The tax-free cash is paid without tax. What stays in your pension is not taxed until you take it: any ' +
          'income you take later is added to your other income for the tax year.',
      },
    ];
  return [
    {
      kind: 'note',
      text:
        `Emergency tax: the tax shown is an estimate. Until HMRC sends us your tax code, we must deduct tax on the ` +
        `taxable part on an emergency basis (${c.estimatedTax.basis}, tax year ${c.estimatedTax.taxYear}), as if ` +
        'you were paid this much every month. This often takes too much. You can claim the overpayment back ' +
        'from HMRC straight away (forms P55, P53Z or P50Z) or wait for HMRC to put it right after the tax year ends.',
    },
  ];
}

/** The money purchase annual allowance: said plainly when this application sets it off, or it already applies. */
export function mpaaNotice(f: DrawdownFigures, triggers: boolean): Block[] {
  const allowance = pounds(f.mpaaAllowance);
  const before = f.mpaaTriggeredBefore && f.mpaaTriggeredBefore < f.crystallisation.on;
  if (before)
    return [
      { kind: 'heading', text: 'Money purchase annual allowance' },
      {
        kind: 'paragraph',
        text:
          `The money purchase annual allowance has applied to you since ${longDate(f.mpaaTriggeredBefore!)}: ` +
          `tax relief on payments into money purchase pensions is limited to ${allowance} a year.`,
      },
    ];
  if (!triggers)
    return [
      { kind: 'heading', text: 'Money purchase annual allowance' },
      {
        kind: 'paragraph',
        text:
          'Taking tax-free cash and moving the rest into drawdown does not on its own reduce what you can pay into ' +
          `pensions with tax relief. Your first drawdown income will: from then the limit for money purchase ` +
          `pensions falls to ${allowance} a year.`,
      },
    ];
  const when = f.crystallisation.mpaaTriggered
    ? `this payment (${longDate(f.crystallisation.on)})`
    : 'your first drawdown income';
  return [
    { kind: 'heading', text: 'Important: the money purchase annual allowance applies' },
    {
      kind: 'paragraph',
      text:
        `From ${when}, the money purchase annual allowance applies to you. Tax relief on payments into money ` +
        `purchase pensions (yours and your employers') is limited to ${allowance} a year; a tax charge is due on ` +
        'anything above it.',
    },
    {
      kind: 'paragraph',
      text:
        `You must tell every other pension scheme you are paying into, within ${TELL_OTHER_SCHEMES_DAYS} days of ` +
        `receiving our flexible access statement (by ${longDate(plusDays(f.applicationDate, TELL_OTHER_SCHEMES_DAYS))} ` +
        'if you receive it today). A fine can be charged if you do not.',
    },
  ];
}

const WARNINGS = [
  'Money taken out can run out. Your pension has to last for the rest of your life: the more you take, and the ' +
    'sooner, the less is left, and nothing is guaranteed to pay you an income for life.',
  'Investments in drawdown stay invested. Their value can fall as well as rise, and you could get back less ' +
    'than you expect. Past performance is no guide to the future.',
  'Everything you take beyond the tax-free cash is taxable income. A large withdrawal can put you into a higher ' +
    'tax band for the year.',
  'Taking money from your pension can affect means-tested state benefits, and what you take may be counted ' +
    'if you owe money to creditors.',
  'Once benefits are taken, it cannot be undone: the tax-free cash cannot be put back and the money designated ' +
    'to drawdown stays crystallised.',
  'Pension Wise, from MoneyHelper, gives free and impartial guidance on your choices. We recommend you use it, ' +
    'or take regulated financial advice, before you sign.',
  'Beware of scams: nobody genuine will cold-call you about your pension or pressure you to decide quickly.',
  'Check who you want to receive your pension when you die, and tell us if that has changed.',
];

export function riskWarnings(): Block[] {
  return [
    { kind: 'heading', text: 'Before you sign: the risks' },
    ...WARNINGS.map((text): Block => ({ kind: 'paragraph', text: `• ${text}` })),
  ];
}

export function declaration(memberName: string, firm: string): Block[] {
  return [
    { kind: 'heading', text: 'Declaration' },
    {
      kind: 'paragraph',
      text:
        `I, ${memberName}, apply to ${firm} to take the benefits set out above. I confirm that the details in ` +
        'this application are true and complete, that the lump sum allowance I have declared as used elsewhere ' +
        'is correct, and that I have read the warnings. I have been told about Pension Wise guidance and have ' +
        'either used it, taken regulated advice, or chosen not to. I understand that the figures are based on ' +
        'the value of my pension on the day it is paid, and that the tax shown is an estimate.',
    },
    {
      kind: 'facts',
      rows: [
        ['Member signature', LINE],
        ['Full name', memberName],
        ['Date', LINE],
      ],
    },
    {
      kind: 'facts',
      rows: [
        ['Adviser signature (if advised)', LINE],
        ['Adviser name and firm', LINE],
        ['Date', LINE],
      ],
    },
  ];
}
