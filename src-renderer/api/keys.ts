/**
 * Every query key of the app, in one place: a screen reads and invalidates its data by these, so
 * what a mutation makes stale is found here, not in string arrays spread over the features.
 */
export const queryKeys = {
  health: ['health'] as const,
  schemas: {
    list: ['schemas', 'list'] as const,
    entry: (type: string) => ['schemas', 'entry', type] as const,
  },
  settings: {
    all: ['settings'] as const,
    egress: ['settings', 'egress'] as const,
    model: ['settings', 'model'] as const,
    outbound: ['settings', 'outbound'] as const,
  },
  /** A workbook built for a preview, by the body it was built from. */
  export: (body: string) => ['export', body] as const,
  cabinet: {
    all: ['cabinet'] as const,
    me: ['cabinet', 'me'] as const,
    keys: ['cabinet', 'keys'] as const,
    usage: ['cabinet', 'usage'] as const,
  },
};
