/** Fixed for the e2e run only: a well-formed key (checksum included) and a port away from the default. */
export const E2E_PORT = 3317;
export const E2E_ADMIN_KEY = 'di_e2eTESTkey00000000000000000000001dPMFt';
