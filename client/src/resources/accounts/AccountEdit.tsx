import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { BooleanInput, Edit, TextInput, required, useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { NodeInput } from '../../shared/NodePicker';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError, type FormServerError } from '../../shared/useFormServerError';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { AccountPage } from './AccountHeader';
import { accountPaths, ACCOUNT_SECTIONS, type AccountSection } from '../../shared/accountPaths';
import { AccountStatusChange } from './AccountStatusChange';

const wide = { width: { xs: '100%', sm: 420 } };
const sectionOf = (hash: string): AccountSection | undefined =>
  (ACCOUNT_SECTIONS as readonly string[]).find((s) => s === decodeURIComponent(hash.slice(1))) as
    AccountSection | undefined;

/** The `#section` of the address is opened and scrolled to, on arrival and whenever it changes. */
function useAnchoredSections() {
  const { hash } = useLocation();
  const [open, setOpen] = useState<Set<AccountSection>>(() => new Set([sectionOf(hash) ?? 'general']));
  useEffect(() => {
    const section = sectionOf(hash);
    if (section) setOpen((current) => new Set(current).add(section));
  }, [hash]);
  useScrollToAnchor(true);
  const toggle = (section: AccountSection) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(section)) next.add(section);
      return next;
    });
  return { open, toggle };
}

const Section = ({
  id,
  open,
  onToggle,
  children,
}: {
  id: AccountSection;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Accordion id={id} expanded={open} onChange={onToggle} sx={{ width: '100%', scrollMarginTop: 80 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`}>
        <Typography variant="h6" component="h2">
          {translate(`resources.accounts.sections.${id}`)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ display: 'flex', flexDirection: 'column' }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
};

const AccountEditForm = ({ serverError }: { serverError?: FormServerError }) => {
  const { open, toggle } = useAnchoredSections();
  const props = (id: AccountSection) => ({ id, open: open.has(id), onToggle: () => toggle(id) });
  return (
    <RecordForm>
      <ServerErrorAlert error={serverError} />
      <Section {...props('general')}>
        <TextInput source="name" validate={required()} sx={wide} />
      </Section>
      <Section {...props('wrapper')}>
        <BooleanInput source="wrapperDetail.discretionary" />
        <BooleanInput source="wrapperDetail.advised" />
        <BooleanInput source="wrapperDetail.trust" />
        <TextInput source="wrapperDetail.assetAllocationId" sx={wide} />
      </Section>
      <Section {...props('administration')}>
        <NodeInput validate={required()} helperText="resources.accounts.helpers.nodeId" sx={wide} />
      </Section>
      <Section {...props('status')}>
        <AccountStatusChange />
      </Section>
    </RecordForm>
  );
};

/** The wrapper type never changes (the platform refuses it), so only the flags go back. */
const withoutWrapperType = (data: Record<string, unknown>) => {
  const { wrapperType: _, ...flags } = (data.wrapperDetail ?? {}) as Record<string, unknown>;
  return { ...data, wrapperDetail: flags };
};

/**
 * /accounts/{id}/edit(#section): PATCH the name, node and wrapper flags with the version read (412 when
 * stale); the status changes in its own section along the allowed transitions.
 */
export const AccountEdit = () => {
  const { id } = useParams<{ id: string }>();
  const { serverError, mutationOptions } = useFormServerError();
  return (
    <AccountPage title="resources.accounts.edit.title">
      <Edit
        resource="accounts"
        id={id}
        title={false}
        mutationMode="pessimistic"
        mutationOptions={mutationOptions}
        transform={withoutWrapperType}
        redirect={() => accountPaths.details(id!)}
        actions={false}
      >
        <AccountEditForm serverError={serverError} />
      </Edit>
    </AccountPage>
  );
};
