export function colorProblems(root?: string): string[];
