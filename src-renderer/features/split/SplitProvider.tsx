import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ProcessEnvelope } from '../../../src-shared/contract';
import type { Section } from './sections';

/** The composite PDF being split, and the operator's sections of it: kept while they visit other screens. */
export interface SplitState {
  file: File | null;
  envelope: ProcessEnvelope | null;
  sections: Section[];
}

const Context = createContext<{ state: SplitState; setState: (s: SplitState) => void } | null>(null);

export function SplitProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SplitState>({ file: null, envelope: null, sections: [] });
  const value = useMemo(() => ({ state, setState }), [state]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useSplit() {
  const c = useContext(Context);
  if (!c) throw new Error('useSplit outside SplitProvider');
  return c;
}
