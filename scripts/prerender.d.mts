export const CODE_MARK: string;
export const VARIANTS: readonly string[];
export function prerender(dist: string): Promise<void>;
