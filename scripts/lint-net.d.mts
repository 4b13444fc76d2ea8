/** The network layer's boundary problems under `root` (default: the working directory); none: []. */
export function netProblems(root?: string): string[];
