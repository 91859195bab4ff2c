import { useQuery } from '@tanstack/react-query';
import { health } from './client';
import { queryKeys } from './keys';

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: health, refetchInterval: 15_000 });
}
