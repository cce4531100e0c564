import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, LandingDataSchema, SSR_QUERY_KEYS, type LandingData } from '@memeforge/contract';
import { api } from '../../api';

export function fetchLandingData(): Promise<LandingData> {
  return api(ENDPOINTS.landing, { schema: LandingDataSchema, anonymous: true });
}

/** The server seeds it when it renders `/` (contract ssr.ts), so the page hydrates with it. */
export function useLandingData() {
  return useQuery({ queryKey: SSR_QUERY_KEYS.landing(), queryFn: fetchLandingData, staleTime: 5 * 60_000 });
}
