import { Alert, Box, Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TCrystallisationOptions } from '../../../../contract/pensions';
import { usePermission } from '../../data/platform';
import { usePlatformRead } from '../../data/platformReads';
import { AccountPage } from '../../shared/AccountPage';
import { accountPaths } from '../../shared/accountPaths';
import { formatPounds } from '../../shared/money';
import { FactsTable } from './FactsTable';
import { IncomeHistory } from './IncomeHistory';
import { IncomePlan } from './IncomePlan';
import { SetUpIncome } from './SetUpIncome';

const T = 'workflows.income';

/** The account's pension account groups (spec §3): what is uncrystallised and what is crystallised. */
const Groups = ({ options }: { options: TCrystallisationOptions }) => (
  <FactsTable
    label={`${T}.groups`}
    heading
    rows={[
      [`${T}.Uncrystallised`, formatPounds(options.uncrystallisedValue)],
      [`${T}.Crystallised`, formatPounds(options.crystallisedValue)],
    ]}
  />
);

const Plans = ({ options, accountId }: { options: TCrystallisationOptions; accountId: string }) => {
  const translate = useTranslate();
  const mayAct = usePermission('Transaction', 'action');
  const [settingUp, setSettingUp] = useState(false);
  const [created, setCreated] = useState<string>();
  const plans = options.regularCrystallisations;
  return (
    <Card>
      <CardHeader title={translate(`${T}.plan`)} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        {created && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate(`${T}.done.created`, { id: created })}
          </Alert>
        )}
        {plans.length === 0 && !settingUp && <p>{translate(`${T}.none`)}</p>}
        {plans.map((plan) => (
          <IncomePlan key={plan.bciId} plan={plan} mayAct={mayAct} />
        ))}
        {mayAct && !settingUp && (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setSettingUp(true)}>
              {translate(`${T}.actions.setUp`)}
            </Button>
            <Button component={Link} to={accountPaths.crystallise(accountId)}>
              {translate('workflows.crystallise.action')}
            </Button>
          </Stack>
        )}
        {settingUp && (
          <SetUpIncome
            accountId={accountId}
            onDone={(id) => {
              setCreated(id);
              setSettingUp(false);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
};

/**
 * /accounts/{id}/income, the Income tab of a Pension, SIPP or SSAS (decision 0903): the pension account
 * groups' values, the regular income plan with its changes, and the history of benefits taken.
 */
export const IncomePage = () => {
  const translate = useTranslate();
  const { id } = useParams<'id'>();
  const { data: options, error } = usePlatformRead<TCrystallisationOptions>({
    name: 'getCrystallisationOptions',
    query: { accountId: id },
  });
  return (
    <AccountPage tab="income" title={`${T}.title`}>
      {error && <Alert severity="info">{translate(`${T}.noAccount`)}</Alert>}
      {options && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Card>
            <CardContent>
              <Groups options={options} />
            </CardContent>
          </Card>
          <Plans options={options} accountId={options.accountId} />
          <IncomeHistory accountId={options.accountId} />
        </Box>
      )}
    </AccountPage>
  );
};
