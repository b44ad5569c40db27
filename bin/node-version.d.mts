export function nodeVersionProblem(version: string, engines: string): string | null;
