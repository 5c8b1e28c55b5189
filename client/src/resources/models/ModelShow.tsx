import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TModelDetail } from '../../../../contract/models';
import { NotFoundPage } from '../../shell/ErrorPages';
import { formatDateTime } from '../../shared/format';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { ModelAccounts } from './ModelAccounts';
import { ModelActions } from './ModelActions';
import { Section } from './Section';
import { MODELS_RESOURCE, segmentOf } from './paths';
import { useModelType } from './useModelType';

const S = 'resources.models.show';
const F = 'resources.models.fields';

const Details = ({ model }: { model: TModelDetail }) => {
  const translate = useTranslate();
  const rows: [string, ReactNode][] = [
    [`${F}.description`, model.description ?? '–'],
    [`${F}.riskLevel`, model.riskLevel],
    [`${F}.tolerance`, `${model.tolerance}`],
    [`${F}.linkedAccounts`, model.linkedAccounts],
    [
      `${F}.lastChangedByName`,
      `${model.lastChangedByName}, ${formatDateTime(model.auditDetails.updateDate)}`,
    ],
  ];
  return (
    <Section id="details" title={translate(`${S}.details`)}>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {translate(label)}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};

const Components = ({ model }: { model: TModelDetail }) => {
  const translate = useTranslate();
  return (
    <Section id="components" title={translate(`${S}.components`)}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${F}.assetId`)}</TableCell>
            <TableCell>{translate(`${S}.isin`)}</TableCell>
            <TableCell align="right">{translate(`${F}.weight`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {model.components.map((c) => (
            <TableRow key={c.assetId}>
              <TableCell>{c.name}</TableCell>
              <TableCell>{c.isin}</TableCell>
              <TableCell align="right">{c.weight}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>{translate(`${S}.cash`)}</TableCell>
            <TableCell />
            <TableCell align="right">{model.cashWeight}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Section>
  );
};

const Versions = ({ model }: { model: TModelDetail }) => {
  const translate = useTranslate();
  return (
    <Section id="versions" title={translate(`${S}.versions`)}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${S}.version`)}</TableCell>
            <TableCell>{translate(`${S}.changedAt`)}</TableCell>
            <TableCell>{translate(`${S}.changedBy`)}</TableCell>
            <TableCell>{translate(`${S}.change`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {model.versions.map((v) => (
            <TableRow key={v.version}>
              <TableCell>{v.version}</TableCell>
              <TableCell>{formatDateTime(v.changedAt)}</TableCell>
              <TableCell>{v.changedByName}</TableCell>
              <TableCell>{v.change}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
};

/** /models/{type}/{id}: the model, its components and versions, and the accounts following it with drift. */
export const ModelShow = () => {
  const modelType = useModelType();
  const { modelId } = useParams();
  const onError = useReadErrorToast();
  const { data, refetch, error } = useGetOne<TModelDetail & { id: string }>(
    MODELS_RESOURCE,
    { id: modelId! },
    { enabled: !!modelType && !!modelId, onError },
  );
  // A model shown under the other type's address is not there: the 404 page, as for any unknown address.
  if (!modelType || (data && segmentOf(data.type) !== modelType.segment) || error) return <NotFoundPage />;
  if (!data) return null;
  return (
    <>
      <Title title={data.name} />
      <Stack direction="row" spacing={1} alignItems="center" sx={{ my: 2 }}>
        <Typography variant="h5" component="h1">
          {data.name}
        </Typography>
        <Chip label={data.type} size="small" />
        <Chip label={data.status} size="small" variant={data.status === 'Active' ? 'filled' : 'outlined'} />
      </Stack>
      <ModelActions model={data} onChanged={() => refetch()} />
      <Details model={data} />
      <Components model={data} />
      <Versions model={data} />
      <ModelAccounts modelId={data.id} />
    </>
  );
};
