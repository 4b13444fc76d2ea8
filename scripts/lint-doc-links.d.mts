export function docLinkProblems(root?: string, dirs?: string[]): string[];
