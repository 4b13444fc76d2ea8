/**
 * Game records from the app's side: one opened from a file for the replay screen, and the game so
 * far saved as a file (docs/network.md "Saving a game"). Both load their modules on demand: the
 * first page carries neither.
 */
import type { RecordCursor, Result } from '../../game/index.js';
import type { GameClient } from '../../net/index.js';
import { t, withStrings } from '../i18n/i18n.js';
import { errorText } from './errors.js';

/** The record in `file`, ready to watch, or what home should say about it. */
export async function openRecordFile(file: Blob): Promise<{ cursor: RecordCursor } | { message: string }> {
  let modules;
  try {
    modules = await withStrings(
      Promise.all([
        import('../replay/open-record.js'),
        import('../replay/record-fault.js'),
        import('../replay/uno-replay.js'),
        import('../cards/card-bitmap.js'),
      ]),
    );
    await modules[3].keptBitmapsRead();
  } catch (err) {
    console.warn('Loading the replay screen failed:', err);
    return { message: errorText('load-failed') };
  }
  const [{ openRecord, readRecordFile }, { recordFaultText }] = modules;
  try {
    return { cursor: openRecord(await readRecordFile(file)) };
  } catch (e) {
    return { message: t('replay.bad', { why: recordFaultText(e) }) };
  }
}

/** "Save the game": the record (the host's own, or the host's answer once the game is over)
 * downloaded as a file; the notice to show, or why it failed. */
export async function saveGameRecord(client: GameClient): Promise<Result & { notice?: string }> {
  try {
    const [answer, saving] = await Promise.all([client.gameRecord(), withStrings(import('../replay/save-record.js'))]);
    if (!answer.ok) return answer;
    return { ok: true, notice: t('replay.saved', { file: saving.downloadRecord(answer.record) }) };
  } catch (err) {
    console.warn('Saving the game failed:', err);
    return { ok: false, error: 'load-failed' };
  }
}
