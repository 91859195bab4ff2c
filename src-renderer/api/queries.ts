import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { health, processDocument } from './client';
import type { ProcessInput } from './client';
import type { TaskProgress } from '../../src-shared/contract';
import { queryKeys } from './keys';

export function useHealth() {
  return useQuery({ queryKey: queryKeys.health, queryFn: health, refetchInterval: 15_000 });
}

export function useProcess(onProgress: (p: TaskProgress | null) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProcessInput) => processDocument(input, onProgress),
    onSettled: () => onProgress(null),
    // Processing bills pages: the cabinet's usage view is out of date.
    onSuccess: () => void qc.invalidateQueries({ queryKey: queryKeys.cabinet.all }),
  });
}
