import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { TMasterParty, TransferProcessingType } from '../../../../contract/transfers';
import type { WrapperType } from '../../../../contract/enums';
import { usePlatformRead } from '../../data/platformReads';

/** "Hargreaves Lansdown · electronic · typically 10 working days". */
export const providerWords = (translate: TranslateFunction, p: TMasterParty) =>
  translate('workflows.transfer.provider.option', {
    name: p.name,
    how: translate(`workflows.transfer.provider.${p.electronic ? 'electronic' : 'paper'}`),
    days: translate('workflows.transfer.provider.days', { smart_count: p.typicalDays }),
  });

/** The text typed, once it has stopped changing for a moment (one search per pause, not per key). */
function useSettled(text: string, ms = 250) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

interface ProviderPickerProps {
  value: TMasterParty | null;
  onChange: (value: TMasterParty | null) => void;
  wrapper: WrapperType;
  type: TransferProcessingType;
  error?: string;
}

/**
 * The other provider, searched as the user types (GET /masterparty/platform/{firmId}?name=): only active
 * providers that take this wrapper by this kind of transfer, each saying whether it transfers
 * electronically or on paper and how long it typically takes.
 */
export const ProviderPicker = ({ value, onChange, wrapper, type, error }: ProviderPickerProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = useSettled(text === value?.name ? '' : text);
  const { data, isFetching } = usePlatformRead<TMasterParty[]>({
    name: 'listMasterParties',
    query: {
      name: search || undefined,
      status: 'Active',
      transferWrapperType: wrapper,
      productTransferType: type,
      pageSize: 20,
    },
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={data ?? []}
      loading={isFetching}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      noOptionsText={translate('workflows.transfer.provider.none')}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {providerWords(translate, o)}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name="provider"
          label={translate('workflows.transfer.fields.provider')}
          error={!!error}
          helperText={
            error ??
            (value
              ? providerWords(translate, value)
              : translate('workflows.transfer.helpers.provider', {
                  wrapper,
                  type: translate(`workflows.transfer.provider.${type}`),
                }))
          }
        />
      )}
    />
  );
};
