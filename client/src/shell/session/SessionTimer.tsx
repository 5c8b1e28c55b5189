import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadEnv } from '../../data/env';
import { useUser } from '../UserProvider';
import { startSessionTimer } from './sessionTimer';

/** Runs the inactivity timer while a user is signed in; its length comes from /api/env. */
export const SessionTimer = () => {
  const { user } = useUser();
  const { data: env } = useQuery({ queryKey: ['keel', 'env'], queryFn: loadEnv, staleTime: Infinity });
  const firmId = user?.firmId;
  const nodeId = user?.nodeId;
  const durationSeconds = env?.sessionDurationSeconds;
  useEffect(() => {
    if (!firmId || !nodeId || !durationSeconds) return;
    return startSessionTimer({ durationSeconds, firmId, nodeId });
  }, [firmId, nodeId, durationSeconds]);
  return null;
};
