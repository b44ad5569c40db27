import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import { readCacheCounts } from "../http/read-cache.ts";
import type { OutboxBacklog, OutboxRepository } from "../notifications/outbox-repository.ts";
import { routeLabel } from "./route-label.ts";

/** What became of a `POST /reservation` (docs/api.md §17). */
export type BookingOutcome = "created" | "replayed" | "slot_full" | "refused" | "failed";

/** Seconds; from a fast-lane read (well under a millisecond) to a booking waiting for a lock. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * The server's Prometheus metrics (docs/api.md §17), one registry per context: built only when
 * `COUVERT_METRICS_TOKEN` is set, so a server without it does none of this work. Counters move on
 * requests and bookings; the outbox, the pool and the read caches are read when scraped.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: "couvert_http_requests_total",
    help: "HTTP requests answered, by route template (never the raw path), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: "couvert_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's end, by route template and method.",
    labelNames: ["route", "method"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly bookings = new Counter({
    name: "couvert_bookings_total",
    help: "POST /reservation answers by outcome: created, replayed (Idempotency-Key), slot_full, refused (any other 4xx), failed (5xx).",
    labelNames: ["outcome"] as const,
    registers: [this.registry],
  });

  constructor(input: { db: Db; outbox: OutboxRepository; clock: Clock }) {
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    const { db, outbox, clock } = input;

    // One read of the outbox per scrape, shared by its three gauges (the registry collects them together).
    let reading: Promise<{ backlog: OutboxBacklog; now: Date }> | null = null;
    const backlog = () => {
      const now = clock.now();
      return (reading ??= outbox
        .backlog(now.toISOString())
        .then((found) => ({ backlog: found, now }))
        .finally(() => (reading = null)));
    };
    new Gauge({
      name: "couvert_outbox_messages",
      help: "Outbox messages queued (due or scheduled, reminders included) and failed for good.",
      labelNames: ["status"] as const,
      registers,
      async collect() {
        const { backlog: found } = await backlog();
        this.set({ status: "queued" }, found.queued);
        this.set({ status: "failed" }, found.failed);
      },
    });
    new Gauge({
      name: "couvert_outbox_due_messages",
      help: "Queued outbox messages whose time to go out has come.",
      registers,
      async collect() {
        this.set((await backlog()).backlog.due);
      },
    });
    new Gauge({
      name: "couvert_outbox_oldest_due_age_seconds",
      help: "How long the longest-waiting due outbox message has been due; 0 when none is.",
      registers,
      async collect() {
        const { backlog: found, now } = await backlog();
        const waited = found.oldestDueAt === null ? 0 : (now.getTime() - Date.parse(found.oldestDueAt)) / 1000;
        this.set(Math.max(0, waited));
      },
    });

    if (db.engine === "sqlite") {
      const { groupCommit } = db;
      new Gauge({
        name: "couvert_db_write_queue",
        help: "SQLite: write transactions of this process waiting for the next shared commit.",
        registers,
        collect() {
          this.set(groupCommit.queued);
        },
      });
    }
    if (db.engine === "postgres") {
      const { pool } = db;
      new Gauge({
        name: "couvert_db_pool_connections",
        help: "PostgreSQL connections of this process's pool: total open, idle, and requests waiting for one.",
        labelNames: ["state"] as const,
        registers,
        collect() {
          this.set({ state: "total" }, pool.totalCount);
          this.set({ state: "idle" }, pool.idleCount);
          this.set({ state: "waiting" }, pool.waitingCount);
        },
      });
      new Gauge({ name: "couvert_db_pool_max", help: "COUVERT_DB_POOL: the pool's size.", registers }).set(pool.options.max);
    }

    const cacheCounts = (name: string, help: string, pick: "hits" | "misses") =>
      new Counter({
        name,
        help,
        labelNames: ["cache"] as const,
        registers,
        collect() {
          this.reset();
          for (const [cache, count] of readCacheCounts) this.inc({ cache }, count[pick]);
        },
      });
    cacheCounts(
      "couvert_read_cache_hits_total",
      "Reads answered from this process's memory (docs/api.md §3.4), by the tables cached.",
      "hits",
    );
    cacheCounts("couvert_read_cache_misses_total", "Reads that went to the database, by the tables cached.", "misses");
  }

  /**
   * Counts `req` once its response ends (or the client goes away). `route` is the template when
   * the caller knows it (the fast and write lanes, whose paths have no parameters); else it is
   * read from Express's matched route then (route-label.ts).
   */
  watch(req: IncomingMessage, res: ServerResponse, route?: string): void {
    const started = performance.now();
    res.once("close", () => {
      const labels = { route: route ?? routeLabel(req), method: METHODS.has(req.method ?? "") ? req.method! : "other" };
      this.requests.inc({ ...labels, status: res.statusCode });
      this.latency.observe(labels, (performance.now() - started) / 1000);
    });
  }

  booked(outcome: BookingOutcome): void {
    this.bookings.inc({ outcome });
  }

  /** The exposition text and its content type, for GET /metrics. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
