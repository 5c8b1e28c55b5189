import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { ClientType } from '../../../../contract/enums';
import { usePermission } from '../../data/platform';
import { editPathFor } from './clientLinks';
import { ClientPage } from './ClientOverview';
import { DETAILS_SECTIONS, valueAt, type DetailsSection } from './detailsSections';
import { displayValue, EMPTY, humanise } from '../../shared/historyFormat';

const Section = ({ record, section }: { record: RaRecord; section: DetailsSection }) => {
  const translate = useTranslate();
  const mayEdit = usePermission('Client', 'readWrite');
  const title = translate(`resources.clients.sections.${section.id}`, { _: humanise(section.id) });
  const rows = section.fields
    .map((path) => ({ path, text: displayValue(valueAt(record, path), path) }))
    .filter((row) => row.text !== EMPTY);
  const headingId = `details-${section.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {mayEdit && (
            <Button
              component={Link}
              to={editPathFor(record, section.id)}
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('resources.clients.details.editSection', { section: title })}
            >
              {translate('resources.clients.details.edit')}
            </Button>
          )}
        </Box>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.clients.details.empty')}</Typography>
        ) : (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, m: 0 }}
          >
            {rows.map(({ path, text }) => (
              <Box key={path} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {translate(`resources.clients.fields.${path}`, { _: humanise(path) })}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

const DetailsSections = () => {
  const record = useRecordContext();
  if (!record) return null;
  const sections = DETAILS_SECTIONS[record.clientType as ClientType] ?? DETAILS_SECTIONS.Individual;
  return (
    <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {sections.map((section) => (
        <Section key={section.id} record={record} section={section} />
      ))}
    </Box>
  );
};

/** /clients/{id}/details: the whole record, read-only, by section, each with a link to edit just that part. */
export const ClientDetails = () => (
  <ClientPage title="resources.clients.details.title">
    <DetailsSections />
  </ClientPage>
);
