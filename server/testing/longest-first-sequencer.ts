import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Seconds a file took in a full run (the slowest-files print), for a checkout that has no results
 * of its own yet: a clean clone or CI. Keyed like vitest's results cache, `project:path`.
 */
const KNOWN_SECONDS: Record<string, number> = {
  "abuse:abuse/sigkill.test.ts": 56,
  "abuse:abuse/two-processes.test.ts": 47,
  "abuse:abuse/bad-inputs.test.ts": 14,
  "postgres:server/notifications/notifications.test.ts": 87,
  "postgres:server/accounts/accounts.test.ts": 53,
  "postgres:server/http/openapi-conformance.test.ts": 51,
  "postgres:server/scale/two-servers.postgres.test.ts": 31,
  "postgres:server/serve.test.ts": 25,
  "postgres:server/cli/cli.test.ts": 25,
  "postgres:server/notifications/outbox-repository.test.ts": 21,
  "postgres:server/privacy/erasure.test.ts": 14,
  "postgres:server/scale/changes-everywhere.test.ts": 13,
  "sqlite:server/notifications/notifications.test.ts": 34,
  "sqlite:server/serve.test.ts": 27,
  "sqlite:server/scale/changes-everywhere.test.ts": 15,
  "sqlite:server/security/passwords.test.ts": 15,
  "sqlite:server/cli/cli.test.ts": 12,
  "browser (chromium):widget/couvert-booking/couvert-booking.browser.test.ts": 44,
  "browser (chromium):widget/couvert-manage/couvert-manage.browser.test.ts": 24,
  "console (chromium):console/screens/settings-sections.browser.test.ts": 20,
  "console (chromium):console/screens/tables/tables-view.browser.test.ts": 16,
  "console (chromium):console/screens/day-view.browser.test.ts": 12,
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
