/** Tasks of `/v1/task` are polled at `/v1/task/{id}`, those of `/v1/process` at `/v1/process/{id}`: each only there. */
export const sql = `
ALTER TABLE tasks ADD COLUMN kind TEXT NOT NULL DEFAULT 'process';
`;
