/** SPEC "Versioning": the interface description carries this version string. */
export const API_VERSION = '1.29.5';
export const API_PREFIX = '/v1';
