import type { Jobs } from '../../platform/jobs';
import * as repo from './billing.repository';
import type { BillingDeps } from './billing.service';
import { applyEvents } from './events.service';
import { sandboxClock } from './sandbox-provider';

/** The sandbox's clock (hourly job): renews the subscriptions whose period is over, ends cancelled ones. */
export async function runSandboxClock(deps: BillingDeps, now: Date = new Date()) {
  if (deps.mode !== 'sandbox') return { processed: 0 };
  const due = await repo.dueSandboxSubscriptions(deps.db, now);
  for (const row of due) await applyEvents(deps, sandboxClock(repo.toRef(row), now));
  return { processed: due.length };
}

export const SANDBOX_CLOCK_QUEUE = 'billing.sandbox-clock';
/** Hourly, at minute 11. */
export const SANDBOX_CLOCK_CRON = '11 * * * *';

export async function registerBillingJobs(deps: BillingDeps, jobs: Jobs) {
  if (deps.mode !== 'sandbox') return;
  await jobs.work(SANDBOX_CLOCK_QUEUE, async () => {
    await runSandboxClock(deps);
  });
  await jobs.schedule(SANDBOX_CLOCK_QUEUE, SANDBOX_CLOCK_CRON);
}
