/** Whether `error` is a unique constraint refusing a row, in SQLite's words or PostgreSQL's code. */
export const isUniqueViolation = (error: unknown): error is Error =>
  error instanceof Error && (/UNIQUE constraint failed/.test(error.message) || (error as { code?: string }).code === "23505");
