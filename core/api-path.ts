/** The path every API route starts with (docs/api.md §1.1). */
export const API_BASE_PATH = "/api/v1";
