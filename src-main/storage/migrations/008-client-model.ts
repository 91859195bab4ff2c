/**
 * A key's own model (SPEC Authentication 1: "the key identifies the client: plan, remaining pages
 * and, when configured, a custom model"): the provider of the chain, by its name, that the
 * client's requests try first, and optionally another model name for it. NULL: the chain as configured.
 */
export const sql = `
ALTER TABLE clients ADD COLUMN model_provider TEXT;
ALTER TABLE clients ADD COLUMN model_name TEXT;
`;
