import {
  Card,
  CardContent,
  Link as MuiLink,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { TClientGroupSummary } from '../../../../contract/portfolio';
import { formatPounds } from '../../shared/money';
import { groupPaths } from '../../shared/groupPaths';
import { clientPaths } from '../../shared/clientPaths';
import { usePlatformRead } from '../../data/platformReads';

const FeeGroups = ({ groups }: { groups: TClientGroupSummary['portfolioGroups'] }) => {
  const translate = useTranslate();
  const feeGroups = groups.filter((g) => g.groupIntent === 'Client Fee Group');
  if (!feeGroups.length)
    return (
      <Typography color="text.secondary">
        {translate('resources.clients.group.noFeeGroup')}{' '}
        <MuiLink component={Link} to={groupPaths.list()}>
          {translate('resources.portfolioGroups.list.title')}
        </MuiLink>
      </Typography>
    );
  return (
    <Typography component="div">
      {feeGroups.map((g) => (
        <div key={g.id}>
          <MuiLink component={Link} to={groupPaths.list(g.id)}>
            {g.name}
          </MuiLink>
        </div>
      ))}
    </Typography>
  );
};

/** The family valued together (an adult and their children, a child and their parent) and the fee group. */
export const ClientGroupCard = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data: summary, isPending } = usePlatformRead<TClientGroupSummary>(
    { name: 'getClientGroupSummary', params: { clientId: record?.id } },
    !!record,
  );
  const t = (key: string) => translate(`resources.clients.group.${key}`);
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {t('feeGroup')}
        </Typography>
        {isPending || !summary ? <Skeleton /> : <FeeGroups groups={summary.portfolioGroups} />}
        {summary && summary.clients.length > 1 && (
          <>
            <Typography variant="h6" component="h2" id="family-value">
              {t('family')}
            </Typography>
            <Table size="small" aria-labelledby="family-value">
              <TableBody>
                {summary.clients.map((member) => (
                  <TableRow key={member.id}>
                    <TableCell>
                      <MuiLink component={Link} to={clientPaths.overview(member.id)}>
                        {member.name}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {translate(`resources.clients.group.relationship.${member.relationship}`)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{formatPounds(member.currentValue)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell>{t('familyTotal')}</TableCell>
                  <TableCell align="right">{formatPounds(summary.currentValue)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
};
