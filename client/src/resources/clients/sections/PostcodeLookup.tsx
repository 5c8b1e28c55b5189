import SearchIcon from '@mui/icons-material/Search';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useSourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { TFoundAddress } from '../../../../../contract/address';
import { usePlatformCall } from '../../../data/platform';
import { wide } from './FormSection';

const ADDRESS_PARTS = [
  'flatNumber',
  'buildingName',
  'buildingNumber',
  'address1',
  'address2',
  'address3',
  'address4',
  'postCode',
  'country',
] as const;

/**
 * Type a postcode, find the addresses there (POST /addresslookup), pick one: it fills the address fields
 * under `source`, which stay editable. A failed lookup says why and leaves the fields to be typed.
 */
export const PostcodeLookup = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const [postCode, setPostCode] = useState('');
  const [found, setFound] = useState<TFoundAddress[]>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const call = usePlatformCall();
  const target = getSource(source);

  async function find() {
    setBusy(true);
    setError(undefined);
    try {
      const { data } = await call<TFoundAddress[]>('lookupAddress', { body: { postCode } });
      const addresses = data ?? [];
      setFound(addresses);
      if (addresses.length === 0) setError(translate('resources.clients.onboarding.address.none'));
    } catch (e) {
      setFound(undefined);
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  function choose(index: number) {
    const picked = found?.[index]?.addressDetail;
    if (!picked) return;
    for (const part of ADDRESS_PARTS)
      setValue(`${target}.${part}`, picked[part] ?? '', { shouldDirty: true, shouldValidate: true });
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 1, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={translate('resources.clients.onboarding.address.lookupLabel')}
        value={postCode}
        onChange={(e) => setPostCode(e.target.value)}
        onKeyDown={(e) => {
          // Enter here looks the postcode up rather than submitting the whole form.
          if (e.key === 'Enter') {
            e.preventDefault();
            if (postCode.trim()) void find();
          }
        }}
        error={!!error && !found?.length}
        helperText={
          error ??
          (found
            ? translate('resources.clients.onboarding.address.found', { smart_count: found.length })
            : ' ')
        }
        size="small"
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <Button
        startIcon={<SearchIcon />}
        onClick={() => void find()}
        disabled={busy || !postCode.trim()}
        sx={{ mt: { sm: 0.5 } }}
      >
        {translate('resources.clients.onboarding.address.find')}
      </Button>
      {!!found?.length && (
        <TextField
          select
          label={translate('resources.clients.onboarding.address.choose')}
          defaultValue=""
          onChange={(e) => choose(Number(e.target.value))}
          size="small"
          sx={wide}
        >
          {found.map((a, i) => (
            <MenuItem key={a.summary} value={i}>
              {a.summary}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
