import { Edit, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../shell/ErrorPages';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError } from '../../shared/useFormServerError';
import { useReadErrorToast } from '../../shared/useReadErrorToast';
import { useScrollToAnchor } from '../../shared/useScrollToAnchor';
import { ModelInputs } from './ModelInputs';
import { MODELS_RESOURCE, modelPaths } from './paths';
import { useModelType } from './useModelType';

/** Drawn with the form, so the page scrolls to #components once the record has loaded. */
const ScrollToSection = () => {
  useScrollToAnchor(true);
  return null;
};

/** The update-model body takes components as instrument and weight only. */
const toBody = (data: Record<string, unknown>) => ({
  ...data,
  components: (data.components as { assetId: string; weight: number }[] | undefined)?.map(
    ({ assetId, weight }) => ({ assetId, weight }),
  ),
});

/**
 * /models/{type}/{id}/edit (#components to go to the weights): saved with the version read (412 when
 * stale); new weights make a new version, and a discretionary model Pending again.
 */
export const ModelEdit = () => {
  const translate = useTranslate();
  const modelType = useModelType();
  const { modelId } = useParams();
  const { serverError, mutationOptions } = useFormServerError();
  const onReadError = useReadErrorToast();
  if (!modelType || !modelId) return <NotFoundPage />;
  return (
    <Edit
      resource={MODELS_RESOURCE}
      id={modelId}
      title={translate('resources.models.edit.title')}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      queryOptions={{ onError: onReadError }}
      transform={toBody}
      redirect={() => modelPaths.show(modelType.segment, modelId)}
    >
      <RecordForm>
        <ServerErrorAlert error={serverError} />
        <ScrollToSection />
        <ModelInputs />
      </RecordForm>
    </Edit>
  );
};
