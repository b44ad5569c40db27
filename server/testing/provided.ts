/** What the run's global setup provided, or undefined outside vitest or when no setup provided it. */
export async function provided<K extends "postgresAdminUrl" | "postgresTemplate" | "sqliteTemplate">(key: K): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  return (await import("vitest")).inject(key);
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    /** The migrated database each test server's database is made from (createMigratedTestDatabase). */
    postgresTemplate: string;
    sqliteTemplate: string;
  }
}
