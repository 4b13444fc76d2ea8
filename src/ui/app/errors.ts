/** A client error code (ClientState.error, a refused Result) in words, in the current language. */
import { t } from '../i18n/i18n.js';
import '../i18n/app.js';
import '../i18n/loading.js';
import '../i18n/connection.js';

export function errorText(code: string | null | undefined): string {
  if (!code) return t('app.error.unknown', { code: '?' });
  // Some codes carry a detail after a colon ("corrupt-save: …"): the words come from the code, and
  // may show the detail as `{why}`.
  const colon = code.indexOf(':');
  const key = `app.error.${(colon < 0 ? code : code.slice(0, colon)).trim()}`;
  const text = t(key, { why: colon < 0 ? '' : code.slice(colon + 1).trim() });
  return text === key ? t('app.error.unknown', { code }) : text;
}

/** The code carried by a rejected promise (an Error's message, or the value itself). */
export function codeOf(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && 'error' in err && typeof err.error === 'string') return err.error;
  return 'unknown';
}
