import { isTaxAdvantaged, type TProductIllustrationResult } from '../../../../contract/illustrations';
import { PENSION_WRAPPERS } from '../../../../contract/products';
import { findClient } from '../../clients/service';
import { findAccount } from '../../accounts/service';
import { findIllustration } from '../../illustrations/read';
import { longDate } from '../format';
import type { Block } from '../layout';
import { systemReader } from '../system-reader';
import {
  assumptions,
  chargesBlocks,
  endFacts,
  exampleText,
  METHOD_NOTE,
  sustainabilityBlocks,
  valuesTable,
  type PrintedInputs,
} from './illustration-blocks';
import { recipientOf, required } from './subjects';
import type { Template } from './template';

/**
 * A printed product illustration (decision 0902): a stored illustration (POST /illustration/product),
 * resolved in the caller's firm and subtree, its figures exactly as stored: the three FCA rates year by
 * year, the effect of charges, the costs and charges by type and, for a drawdown, how long the pot lasts.
 */
export const illustration: Template = {
  fileType: 'illustration',
  messageType: 'Illustration',
  prefix: 'IL',
  accepts: ['illustrationId'],
  async resolve(db, caller, body) {
    const id = required(body.illustrationId, 'illustrationId', 'Required: the stored illustration to print');
    const row = await findIllustration(db, caller, id);
    return {
      firmId: row.firmId,
      nodeId: row.nodeId,
      clientId: row.clientId,
      accountId: row.accountId,
      input: { illustrationId: row.id },
    };
  },
  async compose(db, subject) {
    const reader = systemReader(subject.firmId);
    const row = await findIllustration(db, reader, subject.input.illustrationId as string);
    const client = row.clientId ? await findClient(db, reader, row.clientId) : undefined;
    const account = row.accountId ? await findAccount(db, reader, row.accountId) : undefined;
    const inputs = row.inputs as unknown as PrintedInputs;
    const result = row.result as unknown as TProductIllustrationResult;
    const drawdown = row.status === 'DRAWDOWN';
    const pension = (PENSION_WRAPPERS as readonly string[]).includes(row.wrapperType);
    const kind = pension ? 'Pension illustration' : 'Illustration';
    const about: [string, string][] = [
      ['Illustration', `${row.name} (${row.id}), on ${longDate(row.asAt)}`],
      ...(client ? [['Prepared for', `${client.name} (${client.id})`] as [string, string]] : []),
      ...(account ? [['Account', `${account.name} (account ${account.id})`] as [string, string]] : []),
      [
        'Wrapper',
        `${row.wrapperType}${isTaxAdvantaged(row.wrapperType) ? ', projected at the rates for tax-advantaged products' : ''}`,
      ],
    ];
    const blocks: Block[] = [
      { kind: 'paragraph', text: exampleText(result) },
      { kind: 'heading', text: 'What we have assumed' },
      assumptions(inputs, about, result),
      { kind: 'note', text: METHOD_NOTE },
      { kind: 'heading', text: `After ${row.termYears} years` },
      endFacts(result, drawdown),
      { kind: 'heading', text: 'Year by year' },
      valuesTable(result, row.termYears, drawdown),
      ...chargesBlocks(result),
      ...sustainabilityBlocks(result),
    ];
    const what = drawdown ? 'drawdown' : pension ? 'pension' : 'investment';
    return {
      spec: {
        title: kind,
        subtitle: drawdown
          ? `What your drawdown might look like over ${row.termYears} years`
          : `What your ${what} might be worth after ${row.termYears} years`,
        recipient: client ? recipientOf(client) : undefined,
        blocks,
      },
      subject: `${kind} over ${row.termYears} years`,
      body: `Your ${kind.toLowerCase()} over ${row.termYears} years is ready. It is an example, not a guarantee.`,
      fileName: `illustration-${row.id}-${row.asAt}`,
    };
  },
};
