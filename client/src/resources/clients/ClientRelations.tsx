import { Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link, useGetList, useGetMany, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../../contract/pageSizes';
import { clientPaths } from '../../shared/clientPaths';

interface Party {
  id: string;
  /** What the party is to this client: Parent, Child, Director, Trustee, … */
  role: string;
}

const PartyList = ({ parties }: { parties: Party[] }) => {
  const ids = parties.map((p) => p.id);
  const { data = [] } = useGetMany('clients', { ids }, { enabled: ids.length > 0 });
  const nameOf = (id: string) => data.find((c: RaRecord) => c.id === id)?.name ?? id;
  return (
    <List dense disablePadding>
      {parties.map((party) => (
        <ListItem key={`${party.role} ${party.id}`} disableGutters>
          <ListItemText
            primary={
              <MuiLink component={Link} to={clientPaths.overview(party.id)}>
                {nameOf(party.id)}
              </MuiLink>
            }
            secondary={`${party.role} · ${party.id}`}
          />
        </ListItem>
      ))}
    </List>
  );
};

/** Parent, children and related parties (directors, shareholders, settlors, trustees, beneficiaries). */
export const ClientRelations = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: children = [] } = useGetList(
    'clients',
    {
      filter: { parentId: record?.id },
      pagination: { page: 1, perPage: MAX_PAGE_SIZE },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: record?.clientType === 'Individual' },
  );
  if (!record) return null;
  const t = (key: string) => translate(`resources.clients.relations.${key}`);
  const parties: Party[] = [
    ...(record.parentId ?? []).map((id: string) => ({ id, role: t('parent') })),
    ...children.map((child) => ({ id: String(child.id), role: t('child') })),
    ...(record.relatedParties ?? []).map((p: { clientId: string; role: string }) => ({
      id: p.clientId,
      role: p.role,
    })),
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        {parties.length ? (
          <PartyList parties={parties} />
        ) : (
          <Typography color="text.secondary">{t('none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
