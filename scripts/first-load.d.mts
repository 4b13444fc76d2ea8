export const FIRST_LOAD_BUDGET: number;
export interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  first: boolean;
  /** The language of a first-page strings chunk, loaded dynamically with the first load. */
  lang: 'en' | 'fr' | null;
}
export interface LanguageStrings {
  files: string[];
  gzip: number;
}
export function firstLoadReport(dir: string): {
  firstLoad: ChunkSize[];
  strings: Record<'en' | 'fr', LanguageStrings>;
  firstLoadGzip: number;
  chunks: ChunkSize[];
};
