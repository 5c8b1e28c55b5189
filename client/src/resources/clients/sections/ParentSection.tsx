import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { AutocompleteInput, ReferenceInput, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection, wide } from './FormSection';

/** Nothing typed yet: empty text, or an object or list holding nothing but that (untouched inputs). */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && Object.values(value).every(isBlank));

const clientLabel = (client: RaRecord) => `${client.name} (${client.id})`;
const searchByIdOrName = (q: string) => ({ q });

/**
 * A child usually lives with the parent who opens their JISA: once a parent is chosen, the address, the
 * nationalities and the node are copied from the parent's record into whatever the form still leaves empty.
 */
function useCopyFromParent(parentId: unknown) {
  const { getValues, setValue } = useFormContext();
  const { data: parent } = useGetOne(
    'clients',
    { id: String(parentId) },
    { enabled: typeof parentId === 'string' && !!parentId },
  );
  useEffect(() => {
    if (!parent) return;
    const copy = (field: string, value: unknown) => {
      if (value !== undefined && isBlank(getValues(field))) setValue(field, value, { shouldDirty: true });
    };
    // Part by part: an input re-renders only when its own name is set.
    if (isBlank(getValues('addressDetail')))
      for (const [part, value] of Object.entries(parent.addressDetail ?? {}))
        copy(`addressDetail.${part}`, value);
    copy('surname', parent.surname);
    const nationalities = parent.nationalities ?? (parent.nationality ? [{ code: parent.nationality }] : []);
    copy(
      'nationalities',
      nationalities.map(({ code }: { code: string }) => ({ code, identifiers: [] })),
    );
    copy('nodeId', parent.nodeId?.[0]);
  }, [parent, getValues, setValue]);
  return !!parent;
}

/** The parent or guardian of a minor: chosen when the child is onboarded, fixed afterwards. */
export const ParentSection = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const parentId = useWatch({ name: 'parentId' });
  const copied = useCopyFromParent(mode === 'create' ? parentId : undefined);
  return (
    <FormSection id="parent" fields={['parentId']}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.clients.onboarding.minor.helper')}
      </Typography>
      <ReferenceInput source="parentId" reference="clients" filter={{ clientType: 'Individual' }}>
        <AutocompleteInput
          label="resources.clients.onboarding.minor.parent"
          optionText={clientLabel}
          filterToQuery={searchByIdOrName}
          isRequired
          disabled={mode === 'edit'}
          sx={wide}
        />
      </ReferenceInput>
      {copied && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.clients.onboarding.minor.copied')}
        </Typography>
      )}
    </FormSection>
  );
};
