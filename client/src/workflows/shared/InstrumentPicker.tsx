import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TAsset } from '../../../../contract/assets';
import { usePlatformRead } from '../../data/platformReads';
import { formatPounds } from '../../shared/money';

/** An instrument as an order needs it: id, name and the latest price to estimate units. */
export interface Instrument {
  id: string;
  name: string;
  isin: string;
  price: number | null;
}

const toInstrument = (a: TAsset): Instrument => ({
  id: a.id,
  name: a.name,
  isin: a.isin,
  price: a.currentPrice,
});

/** The text typed, once it has stopped changing for a moment. */
function useSettled(text: string, ms = 300) {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

interface InstrumentPickerProps {
  name: string;
  value: Instrument | null;
  onChange: (value: Instrument | null) => void;
  error?: string;
}

/** Searches the firm's dealable instruments by name, ISIN, ticker or id (GET /asset/{firmId}?idOrName=). */
export const InstrumentPicker = ({ name, value, onChange, error }: InstrumentPickerProps) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const search = useSettled(text);
  const { data, isFetching } = usePlatformRead<TAsset[]>({
    name: 'listAssets',
    query: { idOrName: search || undefined, status: 'Active', pageSize: 20, sort: 'name' },
  });
  const options = (data ?? []).map(toInstrument);
  return (
    <Autocomplete
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={options}
      loading={isFetching}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {o.name} · {o.isin}
          {o.price !== null ? ` · ${formatPounds(o.price)}` : ''}
        </li>
      )}
      sx={{ minWidth: 320, flex: 2 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={translate('workflows.fields.instrument')}
          error={!!error}
          helperText={error}
        />
      )}
    />
  );
};
