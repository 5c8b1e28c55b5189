import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CLIENT_STATUS_FOR_MONEY, type TClient } from '../../../../contract/clients';
import type { TAccount } from '../../../../contract/accounts';
import { useAccountSummaries, useAccountSummary } from '../../shared/accountSummary';
import { gateOf, GateNotice } from '../shared/gate';
import { usePlatformRead } from '../../data/platformReads';
import { bind, MoneyField, TextInput } from '../shared/fields';
import type { FieldErrors } from '../shared/plan';
import { formatPounds } from '../../shared/money';
import { Workflow, type FormProps } from '../shared/Workflow';
import { planMovement, type MovementValues } from './planMovement';

const INITIAL: MovementValues = { fromAccountId: '', toAccountId: '', amount: '', narrative: '' };
/** Accounts that may still send or receive cash. */
const OPEN = (a: TAccount) => !['Closed', 'Deleted'].includes(a.status);

interface AccountSelectProps {
  name: string;
  accounts: TAccount[];
  value: string;
  onChange: (id: string) => void;
  errors: FieldErrors;
}

/**
 * An account of the client, with its available cash (its valuation loads once chosen); when its status does
 * not let it send (or receive) cash, that is said under it before the review.
 */
const AccountSelect = ({ name, accounts, value, onChange, errors }: AccountSelectProps) => {
  const translate = useTranslate();
  const summary = useAccountSummary(value || undefined).data;
  const available =
    summary && translate('workflows.movement.available', { available: formatPounds(summary.availableCash) });
  const action = name === 'fromAccountId' ? 'withdraw' : 'receiveMovement';
  const gate = summary && gateOf(summary, action);
  return (
    <>
      {gate && <GateNotice gate={gate} action={action} account={summary} />}
      <TextField
        select
        name={name}
        label={translate(`workflows.fields.${name}`)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!errors[name]}
        helperText={errors[name] ?? available}
      >
        {accounts.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {`${a.wrapperType} · ${a.name} (${a.id}) · ${a.status}`}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};

const MovementForm = ({ form, accounts }: { form: FormProps<MovementValues>; accounts: TAccount[] }) => (
  <>
    <AccountSelect {...bind(form, 'fromAccountId')} accounts={accounts} />
    <AccountSelect
      {...bind(form, 'toAccountId')}
      accounts={accounts.filter((a) => a.id !== form.values.fromAccountId)}
    />
    <MoneyField {...bind(form, 'amount')} />
    <TextInput {...bind(form, 'narrative')} />
  </>
);

/** /clients/{id}/internal-movement: move cash between two of the client's accounts. */
export const InternalMovementPage = () => {
  const translate = useTranslate();
  const { id: clientId } = useParams<'id'>();
  const client = usePlatformRead<TClient>({ name: 'getClient', params: { clientId } }, !!clientId);
  const list = usePlatformRead<TAccount[]>(
    { name: 'listAccounts', query: { clientId, pageSize: 100, sort: 'name' } },
    !!clientId,
  );
  const accounts = (list.data ?? []).filter(OPEN);
  // Every account's valuation, so the review can start from whichever two are chosen.
  const summaries = useAccountSummaries(accounts.map((a) => a.id));
  return (
    <Workflow<MovementValues>
      title="workflows.internalMovement.title"
      subject={
        client.data && (
          <Typography variant="body2" color="text.secondary">
            {`${client.data.name} (${client.data.id})`}
          </Typography>
        )
      }
      initialValues={INITIAL}
      ready={!!list.data && summaries.settled}
      blocked={
        client.data &&
        client.data.status !== CLIENT_STATUS_FOR_MONEY && (
          <GateNotice
            gate={{ cause: 'client', status: client.data.status }}
            action="move"
            account={{ id: '', clientId: client.data.id, clientName: client.data.name }}
          />
        )
      }
      renderForm={(form) => <MovementForm form={form} accounts={accounts} />}
      plan={(values) =>
        planMovement(
          values,
          summaries.byId.get(values.fromAccountId),
          summaries.byId.get(values.toAccountId),
          translate,
        )
      }
    />
  );
};
