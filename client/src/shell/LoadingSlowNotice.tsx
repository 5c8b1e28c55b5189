import { Alert } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { loadingSlowMs } from '../data/queryClient';

/** Spec §9 loading-slow: after 3 s of loading (5 s on a slow link) the user is told it is still coming. */
export const LoadingSlowNotice = () => {
  const translate = useTranslate();
  const fetching = useIsFetching() > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!fetching) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), loadingSlowMs());
    return () => clearTimeout(timer);
  }, [fetching]);
  if (!slow) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 56 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 2,
      }}
    >
      {translate('keel.loadingSlow')}
    </Alert>
  );
};
