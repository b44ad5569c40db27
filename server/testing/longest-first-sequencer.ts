import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds a file took (the slowest-files print of each project's run, on an idle 2-core machine),
 * for a checkout that has no results of its own yet: a clean clone or CI. Only the order within a
 * project counts. Keyed like vitest's results cache, `project:path`.
 */
const KNOWN_SECONDS: Record<string, number> = {
  "abuse:abuse/sigkill.test.ts": 6.5,
  "abuse:abuse/two-processes.test.ts": 5.4,
  "abuse:abuse/bad-inputs.test.ts": 2.1,
  "postgres:server/scale/two-servers.postgres.test.ts": 20.1,
  "postgres:server/serve.test.ts": 13.7,
  "postgres:server/scale/changes-everywhere.test.ts": 8.5,
  "postgres:server/accounts/accounts.test.ts": 7.8,
  "postgres:server/notifications/notifications.test.ts": 7.2,
  "postgres:server/privacy/erasure.test.ts": 6.3,
  "postgres:server/owner/routes/live.test.ts": 4.8,
  "postgres:server/owner/routes/live.postgres.test.ts": 4.1,
  "postgres:server/owner/routes/export.test.ts": 4.0,
  "postgres:server/feedback/feedback.test.ts": 4.0,
  "sqlite:server/serve.test.ts": 14.0,
  "sqlite:server/scale/changes-everywhere.test.ts": 10.7,
  "sqlite:server/privacy/erasure.test.ts": 5.1,
  "sqlite:server/owner/routes/live.test.ts": 4.4,
  "sqlite:server/accounts/accounts.test.ts": 4.1,
  "sqlite:server/owner/routes/export.test.ts": 3.5,
  "sqlite:server/feedback/feedback.test.ts": 3.5,
  "sqlite:server/notifications/notifications.test.ts": 3.1,
  "browser (chromium):widget/couvert-booking/couvert-booking.browser.test.ts": 9.1,
  "browser (chromium):widget/couvert-manage/couvert-manage.browser.test.ts": 6.0,
  "console (chromium):console/screens/settings-sections.browser.test.ts": 6.4,
  "console (chromium):console/screens/tables/tables-view.browser.test.ts": 4.5,
  "console (chromium):console/screens/settings-hours.browser.test.ts": 3.1,
  "console (chromium):console/screens/website-view.browser.test.ts": 2.4,
};

/**
 * Vitest's order (projects one after another, the files of the last run longest first), with the
 * files known to be long first also where there is no last run: on a clean clone vitest orders by
 * file size, which can start a short file that starts real servers (`serve.test.ts`) near the end,
 * to run alone while the other fork idles. Wired in vitest.config.ts.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const known = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
      return this.ctx.cache.getFileTestResults(key)?.duration ?? (KNOWN_SECONDS[key] ?? 0) * 1000;
    };
    // Stable: within a project the longest known first, the rest in vitest's order after them.
    const position = new Map(ordered.map((spec, i) => [spec, i]));
    return ordered.toSorted((a, b) => {
      if (a.project !== b.project) return position.get(a)! - position.get(b)!;
      return known(b) - known(a) || position.get(a)! - position.get(b)!;
    });
  }
}
