import { useMemo } from 'react';
import { Create, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TProductIllustration } from '../../../../contract/illustrations';
import { RecordForm } from '../../shared/RecordForm';
import { ServerErrorAlert } from '../../shared/ServerErrorAlert';
import { useFormServerError } from '../../shared/useFormServerError';
import { copyOf, NEW_ILLUSTRATION, toCreateBody, type IllustrationFormValues } from './illustrationForm';
import { IllustrationInputs } from './IllustrationInputs';
import { ILLUSTRATIONS_RESOURCE, illustrationPaths } from './paths';

const C = 'resources.illustrations.create';
const toShow = (_: string | undefined, id?: RaRecord['id']) => illustrationPaths.show(String(id));

const IllustrationForm = ({
  title,
  defaults,
  copyNote,
}: {
  title: string;
  defaults: IllustrationFormValues;
  copyNote?: string;
}) => {
  const { serverError, mutationOptions } = useFormServerError();
  return (
    <Create
      resource={ILLUSTRATIONS_RESOURCE}
      title={title}
      redirect={toShow}
      transform={(values: IllustrationFormValues) => toCreateBody(values)}
      mutationOptions={mutationOptions}
    >
      <RecordForm defaultValues={defaults}>
        <ServerErrorAlert error={serverError} />
        <IllustrationInputs copyNote={copyNote} />
      </RecordForm>
    </Create>
  );
};

/** ?illustrationId=: the stored illustration's inputs, as a new illustration named "Copy of …". */
const IllustrationCopy = ({ illustrationId }: { illustrationId: string }) => {
  const translate = useTranslate();
  const { data } = useGetOne<TProductIllustration & RaRecord>(ILLUSTRATIONS_RESOURCE, { id: illustrationId });
  // The same object across renders: a new defaultValues object would reset what the user has typed.
  const defaults = useMemo(
    () => (data ? copyOf(data, translate(`${C}.copyOf`, { name: data.name })) : undefined),
    [data, translate],
  );
  if (!data || !defaults) return null;
  return (
    <IllustrationForm
      title={translate(`${C}.copyTitle`)}
      defaults={defaults}
      copyNote={translate(`${C}.copyNote`, { name: data.name, id: data.id })}
    />
  );
};

/**
 * /illustrations/create: a new product illustration; saving stores it (POST /illustration/product) and
 * opens its page. With ?illustrationId= it starts as a copy of that one, and saving stores a new
 * illustration: a stored one is never changed (decision 0902). ?clientId= starts it for a client.
 */
export const IllustrationCreate = () => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const illustrationId = search.get('illustrationId');
  const clientId = search.get('clientId');
  const defaults = useMemo(() => ({ ...NEW_ILLUSTRATION, ...(clientId ? { clientId } : {}) }), [clientId]);
  if (illustrationId) return <IllustrationCopy key={illustrationId} illustrationId={illustrationId} />;
  return <IllustrationForm title={translate(`${C}.title`)} defaults={defaults} />;
};
