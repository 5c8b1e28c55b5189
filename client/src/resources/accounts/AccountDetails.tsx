import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { TAccount } from '../../../../contract/accounts';
import { usePermission } from '../../data/platform';
import { AccountPage } from './AccountHeader';
import { accountPaths, type AccountSection } from '../../shared/accountPaths';
import { formatDateTime } from '../../shared/format';
import { RecordHistory } from '../../shared/RecordHistory';
import { AccountModelCard } from '../models/AccountModelCard';
import { AccountSustainabilityCard } from '../illustrations/AccountSustainabilityCard';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0 }}>
      {children === '' || children === null || children === undefined ? '–' : children}
    </Typography>
  </Box>
);

const SectionCard = ({
  account,
  section,
  children,
}: {
  account: TAccount;
  section: AccountSection;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const mayEdit = usePermission('Account', 'readWrite');
  const title = translate(`resources.accounts.sections.${section}`);
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          mayEdit && (
            <Button
              component={Link}
              to={accountPaths.edit(account.id, section)}
              startIcon={<EditIcon />}
              aria-label={translate('resources.accounts.details.editSection', { section: title })}
            >
              {translate('ra.action.edit')}
            </Button>
          )
        }
      />
      <CardContent component="dl" sx={{ m: 0, pt: 0 }}>
        {children}
      </CardContent>
    </Card>
  );
};

const yesNo = (value: boolean, translate: (key: string) => string) =>
  translate(value ? 'resources.accounts.details.yes' : 'resources.accounts.details.no');

const Sections = () => {
  const account = useRecordContext<TAccount & { id: string }>();
  const translate = useTranslate();
  if (!account) return null;
  const f = (field: string) => translate(`resources.accounts.fields.${field}`);
  const w = account.wrapperDetail;
  return (
    <>
      <SectionCard account={account} section="general">
        <Field label={f('name')}>{account.name}</Field>
        <Field label={f('id')}>{account.id}</Field>
        <Field label={f('accountType')}>{account.accountType}</Field>
        <Field label={f('wrapperType')}>{account.wrapperType}</Field>
        <Field label={f('currency')}>{account.currency}</Field>
        <Field label={f('createdDate')}>{formatDateTime(account.createdDate)}</Field>
      </SectionCard>
      <SectionCard account={account} section="wrapper">
        <Field label={f('wrapperDetail.discretionary')}>{yesNo(w.discretionary, translate)}</Field>
        <Field label={f('wrapperDetail.advised')}>{yesNo(w.advised, translate)}</Field>
        <Field label={f('wrapperDetail.trust')}>{yesNo(w.trust, translate)}</Field>
        <Field label={f('wrapperDetail.assetAllocationId')}>{w.assetAllocationId}</Field>
      </SectionCard>
      <SectionCard account={account} section="administration">
        <Field label={f('clientName')}>
          <Link to={accountPaths.client(account.clientId)}>{account.clientName}</Link> ({account.clientId})
        </Field>
        <Field label={f('nodeId')}>
          {account.nodeName} ({account.nodeId})
        </Field>
        <Field label={f('updateDate')}>{formatDateTime(account.auditDetails.updateDate)}</Field>
      </SectionCard>
      <SectionCard account={account} section="status">
        <Field label={f('status')}>{account.status}</Field>
        <Field label={f('nextStatuses')}>{account.nextStatuses.join(', ')}</Field>
      </SectionCard>
      <AccountModelCard account={account} />
      <AccountSustainabilityCard account={account} />
      <RecordHistory
        entityType="account"
        entityId={account.id}
        resource="accounts"
        version={account.auditDetails.version}
        sx={{ mb: 2 }}
      />
    </>
  );
};

/** /accounts/{id}/details: the account's record by section, each with a link to edit that section, and its history. */
export const AccountDetails = () => (
  <AccountPage tab="details" title="resources.accounts.details.title">
    <Sections />
  </AccountPage>
);
