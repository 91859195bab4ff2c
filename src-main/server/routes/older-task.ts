import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIMITS } from '../../../src-shared/contract/request';
import { TASK_SPEC, TASK_TEXT_SPEC } from '../../../src-shared/contract/operations/task';
import { admit, executeFull } from '../../services/processing';
import type { ProcessingDeps } from '../../services/processing';
import { olderTaskFamily, presentTask, taskRequest } from '../../services/older-task';
import type { TaskPlan } from '../../services/older-task';
import type { StatsService } from '../../services/stats';
import type { TaskService } from '../../services/tasks';
import type { Caller } from '../../services/clients';
import { requireCaller } from '../guards/auth';
import { readOperation } from '../request/operation';
import { asUpload, formatOf, recordFailure } from './recorded';

/** `POST /v1/task`, `POST /v1/task/text`, `GET /v1/task/{task_id}` (SPEC "Older task and extraction endpoints"). */
export function olderTaskRoutes(deps: ProcessingDeps, tasks: TaskService, stats: StatsService) {
  /**
   * Synchronous: the answer itself; `async_mode`: 202 with the task id, the answer stored for the poll.
   * Recorded in the statistics as /v1/process records: a refusal as its code, an async start as
   * `processing`, settled when its task ends.
   */
  async function answer(read: () => Promise<{ plan: TaskPlan; fileName: string | null }>, caller: Caller, reply: FastifyReply): Promise<unknown> {
    const started = performance.now();
    const clientId = caller.client.id;
    let format: string | null = null;
    try {
      const { plan, fileName } = await read();
      format = formatOf(fileName);
      const mode = deps.modelSettings(caller).anonymization;
      if (!plan.req.async) {
        const done = await executeFull(deps, await admit(deps, plan.req, caller));
        stats.record({ taskKind: 'task', format, outcome: 'ok', errorCode: null, pages: done.envelope.usage.pages, latencyMs: performance.now() - started, clientId });
        return presentTask(done, plan, mode);
      }
      tasks.ensureCapacity();
      const admitted = await admit(deps, plan.req, caller);
      const start = { taskKind: 'task', format, latencyMs: performance.now() - started, clientId };
      const accepted = tasks.start(admitted, (end) => stats.settle(row, start, end), olderTaskFamily(plan, mode));
      const row = stats.record({ ...start, outcome: 'processing', errorCode: null, pages: 0 });
      return reply.status(202).send({ ...accepted, status: 'processing' });
    } catch (err) {
      throw recordFailure(stats, 'task', format, started, clientId, err);
    }
  }

  return async (app: FastifyInstance): Promise<void> => {
    app.post(TASK_SPEC.path, async (request, reply) => {
      const caller = requireCaller(request);
      return answer(async () => {
        const v = await readOperation(request, TASK_SPEC);
        const file = v.file ? asUpload(v.file) : null;
        return { plan: taskRequest(v, { file, text: v.document_text }, deps.modelSettings(caller)), fileName: file?.fileName ?? null };
      }, caller, reply);
    });
    app.post(TASK_TEXT_SPEC.path, { bodyLimit: LIMITS.jsonBodyBytes }, async (request, reply) => {
      const caller = requireCaller(request);
      return answer(async () => {
        const v = await readOperation(request, TASK_TEXT_SPEC);
        return { plan: taskRequest(v, { file: null, text: v.document_text }, deps.modelSettings(caller)), fileName: null };
      }, caller, reply);
    });
    app.get<{ Params: { task_id: string } }>('/v1/task/:task_id', async (request) => tasks.poll(request.params.task_id, requireCaller(request), 'task'));
  };
}
