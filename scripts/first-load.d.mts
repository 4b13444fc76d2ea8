export const FIRST_LOAD_BUDGET: number;
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  first: boolean;
}
export function firstLoadReport(dir: string): { firstLoad: ChunkSize[]; firstLoadGzip: number; chunks: ChunkSize[] };
