import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { THEME_LOGOS, type Space, type TTheme } from '../../../../contract/branding';
import { UPLOAD_RULES, uploadProblem, type UploadCategory } from '../../../../contract/firm';
import { fieldErrorsOf } from '../../data/httpErrors';
import { logoUrl } from '../../shell/branding/brandTheme';
import { useLogoUpload } from './settingsWrites';

type Logo = TTheme['headerLogo'];

const fileErrorOf = (error: unknown): string | undefined =>
  fieldErrorsOf(error).find((f) => f.fieldName === 'file')?.errorMessage ?? (error as Error)?.message;

/**
 * One logo of a node and space: what shows now, and a button to upload a replacement. The file's type
 * and size are checked here first (the same rules the platform applies), then it goes to a one-time
 * upload address; the platform sanitises SVG and stamps a new lastModified so every browser reloads it.
 */
export const LogoUpload = ({
  category,
  nodeId,
  space,
  logo,
  canWrite,
}: {
  category: UploadCategory;
  nodeId: string;
  space: Space;
  logo: Logo;
  canWrite: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const upload = useLogoUpload();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = translate(`resources.firm.logos.${category}`);
  const rule = UPLOAD_RULES[category];
  const src = logoUrl(logo);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = uploadProblem(category, file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await upload({ category, nodeId, space }, file);
      notify(translate('resources.firm.logos.uploaded', { label }), { type: 'success' });
    } catch (failure) {
      setError(fileErrorOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${category}-${space}-error`;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        sx={{
          height: 72,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {src ? (
          <Box
            component="img"
            src={src}
            alt={translate('resources.firm.logos.current', { label })}
            sx={{ maxHeight: 56, maxWidth: '90%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.firm.logos.none')}
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate(`resources.firm.logos.rules.${category}`, { size: rule.maxBytes / 1024 })}
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={!canWrite || busy}>
        {translate('resources.firm.logos.upload', { label })}
        <input
          type="file"
          hidden
          accept={rule.types.join(',')}
          aria-label={translate('resources.firm.logos.file', { label })}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Button>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Paper>
  );
};

/** The header logo, sign-in logo and favicon of a node and space, side by side. */
export const LogoUploads = ({
  theme,
  nodeId,
  space,
  canWrite,
}: {
  theme: TTheme;
  nodeId: string;
  space: Space;
  canWrite: boolean;
}) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
    {THEME_LOGOS.map((category) => (
      <LogoUpload
        key={category}
        category={category}
        nodeId={nodeId}
        space={space}
        logo={theme[category]}
        canWrite={canWrite}
      />
    ))}
  </Box>
);
