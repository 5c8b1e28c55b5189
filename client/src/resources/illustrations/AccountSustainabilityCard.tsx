import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CRYSTALLISABLE_WRAPPERS, type TCrystallisationOptions } from '../../../../contract/pensions';
import type { TAccount } from '../../../../contract/accounts';
import type { TAccountSustainability } from '../../../../contract/illustrations';
import { usePermission } from '../../data/platform';
import { usePlatformRead } from '../../data/platformReads';
import { formatDate, formatMoney } from '../../shared/format';
import { SustainabilityView } from './SustainabilityView';

const A = 'resources.illustrations.account';
const TARGET_AGE = 95;

/** Whether the account's figures give the sustainability call something to answer (it answers 409 otherwise). */
function hasIncomeToTest(o: TCrystallisationOptions | undefined) {
  if (!o || o.age === null || o.age >= TARGET_AGE) return false;
  const methods = new Set(o.regularCrystallisations.map((p) => p.method));
  return (
    (methods.has('FAD') && o.crystallisedValue > 0) || (methods.has('UFPLS') && o.uncrystallisedValue > 0)
  );
}

/**
 * Issue 19 item 5 on the account (decision 0904): a pension account with a regular income shows how long
 * its pot lasts at that income, as an illustration's drawdown does. It asks for the sustainability only
 * when the account's crystallisation figures show an income and a pot to test, so an account without one
 * shows nothing (and no refused read).
 */
export const AccountSustainabilityCard = ({ account }: { account: Pick<TAccount, 'id' | 'wrapperType'> }) => {
  const translate = useTranslate();
  const pension = CRYSTALLISABLE_WRAPPERS.includes(account.wrapperType);
  const mayIllustrate = usePermission('Recommendation', 'read');
  const mayReadAccount = usePermission('Account', 'read');
  const { data: options } = usePlatformRead<TCrystallisationOptions>(
    { name: 'getCrystallisationOptions', query: { accountId: account.id } },
    pension && mayIllustrate && mayReadAccount,
  );
  const { data } = usePlatformRead<TAccountSustainability>(
    { name: 'getAccountSustainability', query: { accountId: account.id } },
    hasIncomeToTest(options),
  );
  if (!data || !hasIncomeToTest(options)) return null;
  const title = translate(`${A}.title`);
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }} data-testid="account-sustainability">
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`${A}.intro`, {
            pot: formatMoney(data.pot),
            income: formatMoney(data.monthlyWithdrawal),
            age: data.sustainability.age,
            on: formatDate(data.on),
          })}
        </Typography>
        <SustainabilityView sustainability={data.sustainability} />
      </CardContent>
    </Card>
  );
};
