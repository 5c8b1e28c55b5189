import type { TranslateFunction as Translate } from 'react-admin';
import type { Schedule } from './fields';

/** "once" or "on day 7 of each month": how often a payment is made, for the review's notes. */
export const describeSchedule = (translate: Translate, s: Schedule) =>
  s.frequency === 'Regular'
    ? translate('workflows.notes.regular', { day: s.paymentDay })
    : translate('workflows.notes.single');
