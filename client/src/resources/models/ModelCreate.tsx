import { Create, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { TModelDetail } from '../../../../contract/models';
import { NotFoundPage } from '../../shell/ErrorPages';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError } from '../../shared/useFormServerError';
import { ModelInputs } from './ModelInputs';
import { MODELS_RESOURCE, modelPaths } from './paths';
import { useModelType } from './useModelType';

type Defaults = Record<string, unknown>;

const ModelCreateForm = ({ title, defaults }: { title: string; defaults: Defaults }) => {
  const modelType = useModelType()!;
  const { serverError, mutationOptions } = useFormServerError();
  const toShow = (_: string | undefined, id?: RaRecord['id']) =>
    modelPaths.show(modelType.segment, String(id));
  return (
    <Create resource={MODELS_RESOURCE} title={title} redirect={toShow} mutationOptions={mutationOptions}>
      <RecordForm defaultValues={{ type: modelType.type, ...defaults }}>
        <ServerErrorAlert error={serverError} />
        <ModelInputs />
      </RecordForm>
    </Create>
  );
};

const NEW_MODEL: Defaults = { riskLevel: 4, tolerance: 5, cashWeight: 2, components: [{}] };

/** /models/{type}/create: a new model; discretionary ones wait for a second user to activate them. */
export const ModelCreate = () => {
  const translate = useTranslate();
  const modelType = useModelType();
  if (!modelType) return <NotFoundPage />;
  const type = translate(`resources.models.types.${modelType.segment}`).toLowerCase();
  return (
    <ModelCreateForm title={translate('resources.models.create.title', { type })} defaults={NEW_MODEL} />
  );
};

/** /models/{type}/{id}/clone: a new model that starts as a copy of this one, to change before saving. */
export const ModelClone = () => {
  const translate = useTranslate();
  const modelType = useModelType();
  const { modelId } = useParams();
  const { data } = useGetOne<TModelDetail & { id: string }>(MODELS_RESOURCE, { id: modelId! });
  if (!modelType) return <NotFoundPage />;
  if (!data) return null;
  const copy: Defaults = {
    name: translate('resources.models.clone.nameOf', { name: data.name }),
    description: data.description ?? undefined,
    riskLevel: data.riskLevel,
    tolerance: data.tolerance,
    cashWeight: data.cashWeight,
    nodeId: data.nodeId,
    components: data.components.map((c) => ({ assetId: c.assetId, weight: c.weight })),
  };
  return <ModelCreateForm title={translate('resources.models.clone.title')} defaults={copy} />;
};
