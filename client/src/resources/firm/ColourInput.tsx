import { Box, InputAdornment, TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour as #rrggbb text (what the platform validates) with the browser's colour picker beside it;
 * both edit the same value. Empty means "inherit from the parent node".
 */
export const ColourInput = ({
  source,
  label,
  helperText,
}: {
  source: string;
  label: string;
  helperText?: string;
}) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <TextField
      {...field}
      value={value}
      label={translate(label)}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : helperText ? translate(helperText) : ' '}
      placeholder="#1d1739"
      size="small"
      sx={{ width: 260 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={translate('resources.firm.theme.pick', { label: translate(label) })}
                value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                sx={{ width: 28, height: 28, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
